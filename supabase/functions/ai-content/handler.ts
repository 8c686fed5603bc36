/**
 * ai-content: validates the body per type (zod) and answers `{result, source}` (source: `model` or `engine`) from the configured model or the built-in engine.
 * A failing or too slow model with AI_FALLBACK=off answers 502 provider_failed; a request the visitor cancelled ends at once (499).
 */
import { parseContentRequest } from '../_shared/contract/content-schemas.ts';
import { createFunctionHandler } from '../_shared/http/function-handler.ts';
import { aiRateLimitGroup } from '../_shared/http/rate-limit.ts';
import { HttpError, jsonResponse, readJsonBody } from '../_shared/http/http.ts';
import { ModelError, produceContent, readModelConfig } from '../_shared/llm/provider.ts';

/** Handles one ai-content request. */
export const handler = createFunctionHandler({
  name: 'ai-content',
  methods: ['POST'],
  rateLimited: true,
  rateLimitGroup: aiRateLimitGroup,
  handle: async (req) => {
    const parsed = parseContentRequest(await readJsonBody(req));
    if (!parsed.ok) throw new HttpError(400, parsed.code, parsed.message);
    try {
      const produced = await produceContent(parsed.request, readModelConfig(), fetch, req.signal);
      return jsonResponse({ result: produced.result, source: produced.source }, 200, { 'X-Content-Source': produced.source });
    } catch (error) {
      if (!(error instanceof ModelError)) throw error;
      if (error.reason === 'cancelled') throw new HttpError(499, 'cancelled', 'The request was cancelled.');
      console.error(`[ai-content] model provider failed and fallback is off: ${error.message}`);
      const why = error.reason === 'timeout' ? 'did not answer in time' : 'is unavailable';
      throw new HttpError(502, 'provider_failed', `The content provider ${why}; try again later.`);
    }
  },
});
