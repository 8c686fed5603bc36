/**
 * `health`: proves the functions path end to end. Answers `{ ok: true, time }` to GET and POST,
 * handles the CORS preflight like every function, and refuses other methods with 405.
 */

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
};

/** Web-standard handler shared by the Deno entry (index.ts) and the local stand-in. */
export async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (req.method !== 'GET' && req.method !== 'POST') {
    return Response.json({ error: { code: 'method_not_allowed', message: 'Use GET or POST' } }, { status: 405, headers: { ...CORS_HEADERS, Allow: 'GET, POST, OPTIONS' } });
  }
  return Response.json({ ok: true, time: new Date().toISOString() }, { headers: CORS_HEADERS });
}
