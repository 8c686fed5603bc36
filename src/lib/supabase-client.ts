import { createClient } from '@supabase/supabase-js';
import { localAnonKey } from './supabase-client-keys';

/** The backend's base URL: the configured project URL, else this site's own origin (the stand-in serves both). */
export const supabaseUrl = (import.meta.env.VITE_SUPABASE_URL as string | undefined) || window.location.origin;

/** The one supabase-js client of the site (anonymous; its session, if any, persists in local storage). */
export const supabase = createClient(supabaseUrl, (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) || localAnonKey);
