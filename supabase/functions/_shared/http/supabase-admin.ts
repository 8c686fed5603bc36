/**
 * A supabase-js client with the service role key for server functions (from SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY).
 * Functions never open realtime channels, so realtime gets a transport that refuses to connect: that keeps
 * supabase-js working on runtimes without a global WebSocket (Node 20) as well as in Deno.
 */
import { createClient, type SupabaseClient, type WebSocketLike } from '@supabase/supabase-js';
import { readEnv } from './env.ts';

/** A realtime transport that refuses to open: server functions use only the data API. */
class RealtimeDisabledSocket implements WebSocketLike {
  declare readonly CONNECTING: number;
  declare readonly OPEN: number;
  declare readonly CLOSING: number;
  declare readonly CLOSED: number;
  declare readonly readyState: number;
  declare readonly url: string;
  declare readonly protocol: string;
  declare onopen: WebSocketLike['onopen'];
  declare onmessage: WebSocketLike['onmessage'];
  declare onclose: WebSocketLike['onclose'];
  declare onerror: WebSocketLike['onerror'];
  declare close: WebSocketLike['close'];
  declare send: WebSocketLike['send'];
  declare addEventListener: WebSocketLike['addEventListener'];
  declare removeEventListener: WebSocketLike['removeEventListener'];

  constructor() {
    throw new Error('Realtime is not available in server functions.');
  }
}

let cached: { key: string; client: SupabaseClient } | undefined;

/** The service-role client, or undefined when SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is unset. */
export function serviceRoleClient(): SupabaseClient | undefined {
  const url = readEnv('SUPABASE_URL');
  const serviceKey = readEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (url === undefined || serviceKey === undefined) return undefined;
  const key = `${url}\n${serviceKey}`;
  if (cached?.key !== key) {
    const client = createClient(url, serviceKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: RealtimeDisabledSocket },
    });
    cached = { key, client };
  }
  return cached.client;
}
