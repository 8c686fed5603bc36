import type { SupabaseClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from './supabase-config';

/**
 * The sign-in client's session (spec §4 Session, §6), kept without putting supabase-js on the first screen.
 *
 * supabase-js keeps an anonymous visitor's session in local storage under `sb-<first label of the host>-auth-token`,
 * reads a session from the URL after a redirect, refreshes it, and sends its access token instead of the anon key.
 * No visible page signs in, so a visitor normally has no session and every request carries the anon key. When a
 * session is stored (or the URL carries one), the full client is loaded at once and the data requests wait for it,
 * so they carry its (refreshed) token exactly as before; otherwise it is never downloaded.
 */

/** supabase-js's default storage key for this backend URL. */
export function sessionStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0] ?? ''}-auth-token`;
}

/** Whether the URL carries what supabase-js's `detectSessionInUrl` picks up (implicit-flow tokens or an auth error, or a PKCE code). */
export function urlCarriesSession(location: Pick<Location, 'hash' | 'search'>): boolean {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  return hash.has('access_token') || hash.has('error_description') || query.has('code') || query.has('error_description');
}

/** Whether this visitor has a session the full client must look after. */
function hasSession(url: string): boolean {
  try {
    if (window.localStorage.getItem(sessionStorageKey(url)) !== null) return true;
  } catch {
    // Storage blocked: supabase-js falls back to memory, where nothing is stored yet.
  }
  return urlCarriesSession(window.location);
}

/** The session client: loaded once, on demand. */
export interface SessionClients {
  /** The access token the next request carries: the session's, or the anon key when there is none. */
  accessToken(): Promise<string>;
  /** Loads the full client (idempotent) and resolves with it. */
  load(): Promise<SupabaseClient>;
  /** Loads the full client now when a session is stored or arrives in the URL; otherwise does nothing. */
  resumeStoredSession(): void;
}

/** The session handling for one backend URL and key. */
export function createSessionClients(url: string, anonKey: string): SessionClients {
  let client: Promise<SupabaseClient> | undefined;
  const load = () => {
    client ??= import('@supabase/supabase-js').then(({ createClient }) => createClient(url, anonKey));
    return client;
  };
  return {
    load,
    async accessToken() {
      if (client === undefined && !hasSession(url)) return anonKey;
      const { data } = await (await load()).auth.getSession();
      return data.session?.access_token ?? anonKey;
    },
    resumeStoredSession() {
      if (hasSession(url)) void load();
    },
  };
}

/** The site's session handling: the full supabase-js client loads only for a visitor who has a session. */
export const siteSession = createSessionClients(supabaseUrl, supabaseAnonKey);
