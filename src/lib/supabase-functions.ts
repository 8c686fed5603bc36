import { FunctionsClient } from '@supabase/functions-js';
import { supabaseUrl } from './supabase-config';
import { backendUrl, clientInfoHeaders, siteFetch } from './supabase-request';

/** The server functions client (`/functions/v1/<name>`), built as supabase-js builds `supabase.functions`. */
export function createFunctionsClient(url: string, authFetch: typeof fetch): FunctionsClient {
  return new FunctionsClient(backendUrl(url, 'functions/v1'), { headers: clientInfoHeaders, customFetch: authFetch });
}

/**
 * The site's server functions, on their own: a screen that only calls functions (the AI tools, scores, quiz images)
 * does not download the table client.
 */
export const functions = createFunctionsClient(supabaseUrl, siteFetch);
