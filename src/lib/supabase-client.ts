import { PostgrestClient } from '@supabase/postgrest-js';
import { supabaseUrl } from './supabase-config';
import { createFunctionsClient, functions } from './supabase-functions';
import { backendUrl, clientInfoHeaders, siteFetch } from './supabase-request';

export { supabaseUrl } from './supabase-config';
export { clientInfoHeaders, fetchWithAuth, supabaseJsVersion } from './supabase-request';

/** The table/RPC client (`/rest/v1`), as supabase-js builds its own for `url` (requests go through `authFetch`). */
function createTableClient(url: string, authFetch: typeof fetch) {
  const db = new PostgrestClient(backendUrl(url, 'rest/v1'), { headers: clientInfoHeaders, schema: 'public', fetch: authFetch });
  return {
    /** A table (`/rest/v1/<table>`), as `supabase.from`. */
    from: db.from.bind(db),
    /** An RPC (`/rest/v1/rpc/<name>`), as `supabase.rpc`. */
    rpc: db.rpc.bind(db),
  };
}

/** The table/RPC client and the functions client, built as supabase-js builds its own for `url` (requests go through `authFetch`). */
export function createDataClients(url: string, authFetch: typeof fetch) {
  return { ...createTableClient(url, authFetch), functions: createFunctionsClient(url, authFetch) };
}

/**
 * The site's data clients (anonymous, spec §6): the same requests supabase-js sends, without its auth, realtime and
 * storage clients on the first screen. Screens that only call functions import `./supabase-functions` instead.
 */
export const supabase = { ...createTableClient(supabaseUrl, siteFetch), functions };
