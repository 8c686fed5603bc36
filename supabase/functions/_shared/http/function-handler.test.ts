import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFunctionHandler } from './function-handler.ts';
import { HttpError, jsonResponse } from './http.ts';
import { createRateLimiter } from './rate-limit.ts';

const request = (method: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/functions/v1/demo', { method, headers, body: method === 'POST' ? '{}' : null });

describe('createFunctionHandler', () => {
  beforeEach(() => {
    process.env.RATE_LIMIT_PER_MINUTE = '2';
  });
  afterEach(() => {
    delete process.env.RATE_LIMIT_PER_MINUTE;
    vi.restoreAllMocks();
  });

  const handler = createFunctionHandler({ name: 'demo', methods: ['POST'], rateLimited: true, handle: async () => jsonResponse({ ok: true }) });

  it('answers a CORS preflight with 204 and the CORS headers', async () => {
    const response = await handler(request('OPTIONS'));
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('names every accepted method in the preflight (the health function also takes GET)', async () => {
    const both = createFunctionHandler({ name: 'both', methods: ['GET', 'POST'], rateLimited: false, handle: async () => jsonResponse({ ok: true }) });
    const response = await both(request('OPTIONS'));
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect((await both(request('GET'))).status).toBe(200);
  });

  it('answers 405 with Allow to other methods', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await handler(request(method));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      await expect(response.json()).resolves.toMatchObject({ error: { code: 'method_not_allowed' } });
    }
  });

  it('limits each client address and answers 429 with Retry-After', async () => {
    const limited = createFunctionHandler({ name: 'demo', methods: ['POST'], rateLimited: true, handle: async () => jsonResponse({ ok: true }) });
    const from = (address: string) => request('POST', { 'x-forwarded-for': address });
    expect((await limited(from('198.51.100.1'))).status).toBe(200);
    expect((await limited(from('198.51.100.1'))).status).toBe(200);
    const refused = await limited(from('198.51.100.1'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    await expect(refused.json()).resolves.toMatchObject({ error: { code: 'rate_limited' } });
    expect((await limited(from('198.51.100.2'))).status).toBe(200);
    expect((await limited(request('OPTIONS', { 'x-forwarded-for': '198.51.100.1' }))).status).toBe(204);
  });

  it('cannot be bypassed by rotating the first x-forwarded-for entry (0 of 40 get through)', async () => {
    const limited = createFunctionHandler({ name: 'demo', methods: ['POST'], rateLimited: true, handle: async () => jsonResponse({ ok: true }) });
    const forged = (i: number) => request('POST', { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.77` });
    expect((await limited(forged(200))).status).toBe(200);
    expect((await limited(forged(201))).status).toBe(200);
    let through = 0;
    for (let i = 0; i < 40; i += 1) if ((await limited(forged(i))).status !== 429) through += 1;
    expect(through).toBe(0);
  });
  it('counts one budget per client across the functions of a group', async () => {
    const make = (name: string) => createFunctionHandler({ name, methods: ['POST'], rateLimited: true, rateLimitGroup: 'test-group', handle: async () => jsonResponse({ ok: true }) });
    const [first, second, third] = [make('one'), make('two'), make('three')];
    const from = (address: string) => request('POST', { 'x-forwarded-for': address });
    expect((await first(from('198.51.100.8'))).status).toBe(200);
    expect((await second(from('198.51.100.8'))).status).toBe(200);
    expect((await third(from('198.51.100.8'))).status).toBe(429);
    expect((await first(from('198.51.100.8'))).status).toBe(429);
    expect((await third(from('198.51.100.9'))).status).toBe(200);
  });
  it('does not limit when RATE_LIMIT_PER_MINUTE is 0 or the function opts out', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '0';
    for (let i = 0; i < 5; i += 1) expect((await handler(request('POST'))).status).toBe(200);
    process.env.RATE_LIMIT_PER_MINUTE = '1';
    const open = createFunctionHandler({ name: 'open', methods: ['POST'], rateLimited: false, handle: async () => jsonResponse({}) });
    for (let i = 0; i < 3; i += 1) expect((await open(request('POST'))).status).toBe(200);
  });

  it('turns an HttpError into its status and anything else into a logged 500', async () => {
    const limiter = createRateLimiter();
    const failing = (error: unknown) =>
      createFunctionHandler({
        name: 'failing',
        methods: ['POST'],
        rateLimited: false,
        limiter,
        handle: async () => {
          throw error;
        },
      });
    const known = await failing(new HttpError(404, 'not_found', 'nope', { 'X-Why': 'test' }))(request('POST'));
    expect(known.status).toBe(404);
    expect(known.headers.get('x-why')).toBe('test');
    await expect(known.json()).resolves.toEqual({ error: { code: 'not_found', message: 'nope' } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unknown = await failing(new TypeError('boom'))(request('POST'));
    expect(unknown.status).toBe(500);
    await expect(unknown.json()).resolves.toMatchObject({ error: { code: 'internal_error' } });
    expect(logged).toHaveBeenCalledOnce();
  });
});
