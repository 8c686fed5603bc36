/**
 * `health`: proves the functions path end to end. Answers `{ ok: true, time }` to GET and POST; the CORS preflight and
 * the 405 for other methods come from the shared function wrapper, like every function. Not rate limited.
 */
import { createFunctionHandler } from '../_shared/http/function-handler.ts';
import { jsonResponse } from '../_shared/http/http.ts';

/** Web-standard handler shared by the Deno entry (index.ts) and the local stand-in. */
export const handler = createFunctionHandler({
  name: 'health',
  methods: ['GET', 'POST'],
  rateLimited: false,
  handle: async () => jsonResponse({ ok: true, time: new Date().toISOString() }),
});
