/** supabase-js clients for Node 20 (no global WebSocket: realtime gets the `ws` package). */
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../supabase/local/local-keys.ts';

/** The constructor type realtime-js accepts as its transport. */
type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** A client as the site creates it, with no session persistence. */
export function createTestClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // `ws` implements the WebSocket API realtime-js needs; its typings differ only in event details.
    realtime: { transport: WebSocket as unknown as RealtimeTransport },
  });
}

/** The anon client (what the site uses). */
export function anonClient(url: string): SupabaseClient {
  return createTestClient(url, LOCAL_ANON_KEY);
}

/** The service_role client (what the server functions use). */
export function serviceClient(url: string): SupabaseClient {
  return createTestClient(url, LOCAL_SERVICE_ROLE_KEY);
}
