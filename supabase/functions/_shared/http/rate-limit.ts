/**
 * In-memory rate limit per client address (fixed one-minute windows), as each function instance keeps it.
 */
import { readIntegerEnv } from './env.ts';

/** Requests one client address may make per minute when RATE_LIMIT_PER_MINUTE is unset. */
export const defaultRateLimitPerMinute = 30;
/** Length of one rate-limit window, in milliseconds. */
const rateLimitWindowMs = 60_000;
/** Most client addresses tracked at once before old windows are dropped. */
const maxTrackedAddresses = 10_000;

/** The outcome of counting one request. */
export interface RateLimitDecision {
  /** Whether the request may proceed. */
  allowed: boolean;
  /** Whole seconds until the window resets (at least 1 when refused). */
  retryAfterSeconds: number;
  /** Requests left in the current window. */
  remaining: number;
}

/** A counter of requests per address. */
export interface RateLimiter {
  /** Counts one request from `address` against `limit` requests per window. */
  hit(address: string, limit: number): RateLimitDecision;
}

/** Options of a rate limiter; the clock is injectable for tests. */
export interface RateLimiterOptions {
  /** Current time in milliseconds. */
  now?: () => number;
  /** Window length in milliseconds. */
  windowMs?: number;
  /** Most addresses tracked at once. */
  maxTracked?: number;
}

/** Creates an in-memory fixed-window rate limiter. */
export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const now = options.now ?? (() => Date.now());
  const windowMs = options.windowMs ?? rateLimitWindowMs;
  const maxTracked = options.maxTracked ?? maxTrackedAddresses;
  const windows = new Map<string, { start: number; count: number }>();

  const prune = (time: number): void => {
    for (const [key, window] of windows) {
      if (time - window.start >= windowMs) windows.delete(key);
    }
    for (const key of windows.keys()) {
      if (windows.size < maxTracked) break;
      windows.delete(key);
    }
  };

  return {
    hit(address, limit) {
      const time = now();
      let window = windows.get(address);
      if (window === undefined || time - window.start >= windowMs) {
        windows.delete(address);
        if (windows.size >= maxTracked) prune(time);
        window = { start: time, count: 0 };
        windows.set(address, window);
      }
      const retryAfterSeconds = Math.max(1, Math.ceil((window.start + windowMs - time) / 1000));
      if (window.count >= limit) return { allowed: false, retryAfterSeconds, remaining: 0 };
      window.count += 1;
      return { allowed: true, retryAfterSeconds, remaining: limit - window.count };
    },
  };
}

/** The client address: the first entry of x-forwarded-for, else 'unknown'. */
export function clientAddress(req: Request): string {
  const forwarded = req.headers.get('x-forwarded-for');
  const first = forwarded?.split(',')[0]?.trim().slice(0, 100);
  return first === undefined || first === '' ? 'unknown' : first;
}

/** Requests per minute per address from RATE_LIMIT_PER_MINUTE (0 turns the limit off), default 30. */
export function rateLimitPerMinute(): number {
  return readIntegerEnv('RATE_LIMIT_PER_MINUTE', defaultRateLimitPerMinute, 0, 1_000_000);
}
