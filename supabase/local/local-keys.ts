/**
 * The fixed local API keys. They are the Supabase CLI's public demo keys: HS256 JWTs with
 * `{"iss":"supabase-demo","role":...,"exp":1983812996}` signed with LOCAL_JWT_SECRET, so any tool
 * that knows Supabase's local setup (and the real PostgREST in the backend suite) accepts them.
 * They protect nothing: production uses the hosted project's own keys.
 */

/** The documented local JWT secret that signs the fixed local keys. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The fixed local anon key (role `anon`): what the site sends. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** The fixed local service key (role `service_role`): for server functions and tools only. */
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** The database roles an API request can run as. */
export type ApiRole = 'anon' | 'service_role';

/** The pair of keys a server accepts. */
export interface ApiKeys {
  /** Key that maps to role `anon`. */
  anonKey: string;
  /** Key that maps to role `service_role`. */
  serviceRoleKey: string;
}

/** Keys from SUPABASE_ANON_KEY / SUPABASE_SERVICE_ROLE_KEY, else the fixed local keys. */
export function apiKeysFromEnv(env: NodeJS.ProcessEnv = process.env): ApiKeys {
  return {
    anonKey: env.SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY || LOCAL_SERVICE_ROLE_KEY,
  };
}

/** The role a presented key grants, or null for an unknown key. */
export function roleForKey(keys: ApiKeys, key: string): ApiRole | null {
  if (key === keys.serviceRoleKey) return 'service_role';
  if (key === keys.anonKey) return 'anon';
  return null;
}
