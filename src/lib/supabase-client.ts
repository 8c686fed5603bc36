import { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import { supabaseAnonKey, supabaseUrl } from './supabase-config';
import { siteSession } from './supabase-session';

export { supabaseUrl } from './supabase-config';

/** The supabase-js release whose requests these clients reproduce (its `X-Client-Info` header). */
export const supabaseJsVersion = '2.109.0';

/** The headers supabase-js adds to every data and function request in a browser. */
export const clientInfoHeaders = { 'X-Client-Info': `supabase-js/${supabaseJsVersion}; runtime=web` };

/**
 * supabase-js's `fetchWithAuth`: `apikey` and `Authorization: Bearer <session token or anon key>` unless the call
 * set them itself.
 */
export function fetchWithAuth(anonKey: string, accessToken: () => Promise<string>, baseFetch: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    const token = await accessToken();
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', anonKey);
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return baseFetch(input, { ...init, headers });
  };
}

/** The table/RPC client and the functions client, built as supabase-js builds its own for `url` (requests go through `authFetch`). */
export function createDataClients(url: string, authFetch: typeof fetch) {
  const base = new URL(url.endsWith('/') ? url : `${url}/`);
  const db = new PostgrestClient(new URL('rest/v1', base).href, { headers: clientInfoHeaders, schema: 'public', fetch: authFetch });
  return {
    /** A table (`/rest/v1/<table>`), as `supabase.from`. */
    from: db.from.bind(db),
    /** An RPC (`/rest/v1/rpc/<name>`), as `supabase.rpc`. */
    rpc: db.rpc.bind(db),
    /** Server functions (`/functions/v1/<name>`), as `supabase.functions`. */
    functions: new FunctionsClient(new URL('functions/v1', base).href, { headers: clientInfoHeaders, customFetch: authFetch }),
  };
}

/**
 * The site's data clients (anonymous, spec §6): the same requests supabase-js sends, without its auth, realtime and
 * storage clients on the first screen.
 */
export const supabase = createDataClients(supabaseUrl, fetchWithAuth(supabaseAnonKey, () => siteSession.accessToken()));
