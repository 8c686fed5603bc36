import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress, createRateLimiter, defaultRateLimitPerMinute, rateLimitPerMinute } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('allows `limit` requests per window and then refuses with the seconds left', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ now: () => now });
    for (let i = 0; i < 3; i += 1) expect(limiter.hit('a', 3)).toMatchObject({ allowed: true, remaining: 2 - i });
    now += 15_000;
    expect(limiter.hit('a', 3)).toEqual({ allowed: false, retryAfterSeconds: 45, remaining: 0 });
    expect(limiter.hit('b', 3).allowed).toBe(true);
    now += 45_000;
    expect(limiter.hit('a', 3)).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('never reports less than one second to wait', () => {
    let now = 0;
    const limiter = createRateLimiter({ now: () => now });
    limiter.hit('a', 1);
    now = 59_999;
    expect(limiter.hit('a', 1)).toEqual({ allowed: false, retryAfterSeconds: 1, remaining: 0 });
  });

  it('keeps memory bounded by dropping the oldest addresses', () => {
    let now = 0;
    const limiter = createRateLimiter({ now: () => now, maxTracked: 3 });
    for (const address of ['a', 'b', 'c', 'd']) limiter.hit(address, 1);
    now = 1;
    expect(limiter.hit('a', 1).allowed).toBe(true);
    expect(limiter.hit('d', 1).allowed).toBe(false);
  });
});

describe('clientAddress', () => {
  const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers });

  it('takes the first x-forwarded-for entry', () => {
    expect(clientAddress(request({ 'x-forwarded-for': ' 203.0.113.7 , 10.0.0.1' }))).toBe('203.0.113.7');
  });

  it("falls back to 'unknown'", () => {
    expect(clientAddress(request({}))).toBe('unknown');
    expect(clientAddress(request({ 'x-forwarded-for': ' , 10.0.0.1' }))).toBe('unknown');
  });
});

describe('rateLimitPerMinute', () => {
  const saved = process.env.RATE_LIMIT_PER_MINUTE;
  afterEach(() => {
    if (saved === undefined) delete process.env.RATE_LIMIT_PER_MINUTE;
    else process.env.RATE_LIMIT_PER_MINUTE = saved;
  });

  it('defaults to 30 and reads RATE_LIMIT_PER_MINUTE', () => {
    delete process.env.RATE_LIMIT_PER_MINUTE;
    expect(rateLimitPerMinute()).toBe(defaultRateLimitPerMinute);
    process.env.RATE_LIMIT_PER_MINUTE = '5';
    expect(rateLimitPerMinute()).toBe(5);
    process.env.RATE_LIMIT_PER_MINUTE = 'lots';
    expect(rateLimitPerMinute()).toBe(30);
  });
});
