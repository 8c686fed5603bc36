import { supabaseAnonKey } from './supabase-config';
import { siteSession } from './supabase-session';

/** The supabase-js release whose requests the site's clients reproduce (its `X-Client-Info` header). */
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

/** `path` under the backend's `url`, as supabase-js joins them (`rest/v1`, `functions/v1`). */
export function backendUrl(url: string, path: string): string {
  return new URL(path, new URL(url.endsWith('/') ? url : `${url}/`)).href;
}

/** The site's requests: the anonymous key, or the stored session's token once its client has it (spec §6). */
export const siteFetch = fetchWithAuth(supabaseAnonKey, () => siteSession.accessToken());
