/**
 * In-memory rate limit per client address (fixed one-minute windows). A limiter counts within one process: on the
 * local stand-in every function runs in one Node process, so a shared limiter (sharedRateLimiter) gives one budget
 * across functions; on hosted Edge Functions each function runs in its own isolates, so the count is per isolate.
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

/** Proxies in front of the functions that append to x-forwarded-for when TRUSTED_PROXY_COUNT is unset. */
export const defaultTrustedProxyCount = 1;

/**
 * How many proxies in front of the functions append the address they received a connection from to x-forwarded-for
 * (TRUSTED_PROXY_COUNT, 0 to 10, default 1: hosted Supabase's gateway, or the local stand-in, which overwrites the
 * header with the socket's address). 0 ignores the header: every request then counts as one client.
 */
export function trustedProxyCount(): number {
  return readIntegerEnv('TRUSTED_PROXY_COUNT', defaultTrustedProxyCount, 0, 10);
}

/**
 * The client address: the x-forwarded-for entry written by the outermost trusted proxy, that is the
 * `trustedProxies`-th entry from the right. Entries to its left were sent by the client and are ignored (rotating
 * them does not change the address). 'unknown' when the header is missing, empty or ignored.
 */
export function clientAddress(req: Request, trustedProxies: number = trustedProxyCount()): string {
  if (trustedProxies <= 0) return 'unknown';
  const entries = (req.headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (entries.length === 0) return 'unknown';
  const hop = entries[Math.max(0, entries.length - trustedProxies)] ?? '';
  return hop === '' ? 'unknown' : hop.slice(0, 100);
}

const sharedLimiters = new Map<string, RateLimiter>();

/** The one limiter of `group` in this process, so functions of a group share one budget per client. */
export function sharedRateLimiter(group: string): RateLimiter {
  let limiter = sharedLimiters.get(group);
  if (limiter === undefined) {
    limiter = createRateLimiter();
    sharedLimiters.set(group, limiter);
  }
  return limiter;
}

/** The group of the functions that use the AI screens' budget (ai-content and the image quiz). */
export const aiRateLimitGroup = 'ai';

/** Requests per minute per client (across a group's functions) from RATE_LIMIT_PER_MINUTE (0 turns the limit off), default 30. */
export function rateLimitPerMinute(): number {
  return readIntegerEnv('RATE_LIMIT_PER_MINUTE', defaultRateLimitPerMinute, 0, 1_000_000);
}
