/**
 * The embedded stand-in's documented local anon key (the Supabase CLI's demo anon key, signed with its demo secret):
 * used when no `VITE_SUPABASE_ANON_KEY` is configured. It grants only what the `anon` role may do.
 */
export const localAnonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
