import { localAnonKey } from './supabase-client-keys';

/** The backend's base URL: the configured project URL, else this site's own origin (the stand-in serves both). */
export const supabaseUrl = (import.meta.env.VITE_SUPABASE_URL as string | undefined) || window.location.origin;

/** The public anonymous key every request carries (spec §6). */
export const supabaseAnonKey = (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) || localAnonKey;
