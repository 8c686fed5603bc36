/**
 * Wraps a function's logic with what every hosted function needs: CORS preflight, method check,
 * rate limit per client address and JSON errors (a thrown HttpError keeps its status; anything else is logged as 500).
 */
import { HttpError, errorResponse, preflightResponse } from './http.ts';
import { clientAddress, createRateLimiter, rateLimitPerMinute, sharedRateLimiter, type RateLimiter } from './rate-limit.ts';

/** The one web-standard request handler type, as Deno.serve and the local stand-in call it. */
export type RequestHandler = (req: Request) => Promise<Response>;

/** What a function declares about itself. */
export interface FunctionOptions {
  /** Function name, used in logs. */
  name: string;
  /** Accepted methods besides OPTIONS. */
  methods: readonly string[];
  /** Whether requests count against the per-address rate limit. */
  rateLimited: boolean;
  /** The function's own logic. */
  handle: RequestHandler;
  /** The limiter to count with (default: the group's shared limiter, else one of the function's own). */
  limiter?: RateLimiter;
  /** Functions of one group count against one budget per client (in one process; see rate-limit.ts). */
  rateLimitGroup?: string;
}

/** Builds a request handler around a function's logic. */
export function createFunctionHandler(options: FunctionOptions): RequestHandler {
  const limiter = options.limiter ?? (options.rateLimitGroup === undefined ? createRateLimiter() : sharedRateLimiter(options.rateLimitGroup));
  const allow = [...options.methods, 'OPTIONS'].join(', ');
  return async (req) => {
    if (req.method === 'OPTIONS') return preflightResponse(allow);
    if (!options.methods.includes(req.method)) {
      return errorResponse(405, 'method_not_allowed', `Use ${options.methods.join(' or ')}.`, { Allow: allow });
    }
    if (options.rateLimited) {
      const limit = rateLimitPerMinute();
      if (limit > 0) {
        const decision = limiter.hit(clientAddress(req), limit);
        if (!decision.allowed) {
          return errorResponse(429, 'rate_limited', 'Too many requests; try again shortly.', {
            'Retry-After': String(decision.retryAfterSeconds),
          });
        }
      }
    }
    try {
      return await options.handle(req);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.code, error.message, { ...error.headers });
      console.error(`[${options.name}] unexpected error`, error);
      return errorResponse(500, 'internal_error', 'An unexpected error occurred.');
    }
  };
}
