/**
 * The wrapper both score functions share: createFunctionHandler (CORS, POST only, JSON errors) plus a per-client
 * rate limit with the shared limiter (clientAddress, createRateLimiter), and score errors answered with their code
 * and translation key instead of a 500.
 */
import { createFunctionHandler, type RequestHandler } from '../http/function-handler.ts';
import { clientAddress, createRateLimiter, rateLimitPerMinute } from '../http/rate-limit.ts';
import { ScoreError, scoreErrorResponse } from './score-error.ts';

/** Builds a score function: `perMinute(limit)` turns the site-wide per-minute limit into this function's own. */
export function createScoreFunction(name: string, perMinute: (siteLimit: number) => number, handle: RequestHandler): RequestHandler {
  const limiter = createRateLimiter();
  return createFunctionHandler({
    name,
    methods: ['POST'],
    rateLimited: false,
    handle: async (req) => {
      const siteLimit = rateLimitPerMinute();
      if (siteLimit > 0) {
        const decision = limiter.hit(clientAddress(req), perMinute(siteLimit));
        if (!decision.allowed) {
          const response = scoreErrorResponse(new ScoreError(429, 'rate_limited', 'Too many requests; try again shortly.'));
          response.headers.set('Retry-After', String(decision.retryAfterSeconds));
          return response;
        }
      }
      try {
        return await handle(req);
      } catch (error) {
        if (error instanceof ScoreError) return scoreErrorResponse(error);
        throw error;
      }
    },
  });
}
