import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress, createRateLimiter, defaultRateLimitPerMinute, rateLimitPerMinute, sharedRateLimiter, trustedProxyCount } from './rate-limit.ts';

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

  afterEach(() => {
    delete process.env.TRUSTED_PROXY_COUNT;
  });

  it('takes the right-most entry with one trusted proxy (the default), ignoring what the client wrote before it', () => {
    expect(trustedProxyCount()).toBe(1);
    expect(clientAddress(request({ 'x-forwarded-for': ' 203.0.113.7 , 198.51.100.4' }))).toBe('198.51.100.4');
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.4' }))).toBe('198.51.100.4');
    for (let i = 0; i < 40; i += 1) {
      expect(clientAddress(request({ 'x-forwarded-for': `10.9.${i}.1, 198.51.100.4` }))).toBe('198.51.100.4');
    }
  });

  it('takes the entry of the outermost of N trusted proxies (TRUSTED_PROXY_COUNT)', () => {
    process.env.TRUSTED_PROXY_COUNT = '2';
    expect(clientAddress(request({ 'x-forwarded-for': 'forged, 198.51.100.4, 10.0.0.2' }))).toBe('198.51.100.4');
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.4, 10.0.0.2' }))).toBe('198.51.100.4');
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.4' }))).toBe('198.51.100.4');
    expect(clientAddress(request({ 'x-forwarded-for': 'a, b, c' }), 3)).toBe('a');
    process.env.TRUSTED_PROXY_COUNT = '0';
    expect(clientAddress(request({ 'x-forwarded-for': '198.51.100.4' }))).toBe('unknown');
  });

  it("falls back to 'unknown'", () => {
    expect(clientAddress(request({}))).toBe('unknown');
    expect(clientAddress(request({ 'x-forwarded-for': ' , ' }))).toBe('unknown');
    expect(clientAddress(request({ 'x-forwarded-for': '10.0.0.1, ' }))).toBe('10.0.0.1');
  });

  it('gives one limiter per group in a process', () => {
    expect(sharedRateLimiter('group-a')).toBe(sharedRateLimiter('group-a'));
    expect(sharedRateLimiter('group-a')).not.toBe(sharedRateLimiter('group-b'));
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
