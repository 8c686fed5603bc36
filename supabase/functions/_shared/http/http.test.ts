import { describe, expect, it } from 'vitest';
import { maxJsonDepth } from './json-depth.ts';
import { HttpError, corsHeaders, errorResponse, jsonResponse, maxBodyBytes, readJsonBody, readJsonObject } from './http.ts';

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/functions/v1/test', { method: 'POST', body, headers });
}

/** A request whose body streams in chunks without a Content-Length header. */
function streamed(chunks: Uint8Array[]): Request {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Request('http://localhost/x', { method: 'POST', body: stream, duplex: 'half' } as RequestInit & { duplex: 'half' });
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('readJsonBody', () => {
  it('parses a JSON body', async () => {
    await expect(readJsonBody(post(JSON.stringify({ a: 1, b: ['x'] })))).resolves.toEqual({ a: 1, b: ['x'] });
  });

  it('accepts a body of exactly the limit and refuses one byte more with 413', async () => {
    const exact = JSON.stringify('x'.repeat(maxBodyBytes - 2));
    expect(new TextEncoder().encode(exact).byteLength).toBe(maxBodyBytes);
    await expect(readJsonBody(post(exact))).resolves.toHaveLength(maxBodyBytes - 2);
    const error = await rejection(readJsonBody(post(JSON.stringify('x'.repeat(maxBodyBytes - 1)))));
    expect([error.status, error.code]).toEqual([413, 'payload_too_large']);
  });

  it('refuses a declared Content-Length above the limit before reading', async () => {
    const error = await rejection(readJsonBody(post('{}', { 'content-length': String(maxBodyBytes + 1) })));
    expect(error.status).toBe(413);
  });

  it('counts streamed bytes when no length is declared', async () => {
    const chunk = new Uint8Array(16 * 1024).fill(0x20);
    const error = await rejection(readJsonBody(streamed([chunk, chunk, chunk, chunk, chunk])));
    expect(error.status).toBe(413);
    await expect(readJsonBody(streamed([new TextEncoder().encode('{"a":'), new TextEncoder().encode('2}')]))).resolves.toEqual({ a: 2 });
  });

  it('answers 400 for an empty body, broken JSON and invalid UTF-8', async () => {
    for (const body of [null, '', '{"a":', 'undefined', new Uint8Array([0x7b, 0xff, 0x7d])]) {
      const error = await rejection(readJsonBody(post(body)));
      expect([error.status, error.code]).toEqual([400, 'invalid_json']);
    }
  });

  it('answers 400 to a body nested deeper than the bound, and accepts one at the bound', async () => {
    for (const body of [`${'['.repeat(5_000)}${']'.repeat(5_000)}`, `${'{"a":'.repeat(maxJsonDepth + 1)}1${'}'.repeat(maxJsonDepth + 1)}`]) {
      const error = await rejection(readJsonBody(post(body)));
      expect([error.status, error.code]).toEqual([400, 'invalid_json']);
    }
    const atBound = `${'['.repeat(maxJsonDepth)}"[[[{{{"${']'.repeat(maxJsonDepth)}`;
    await expect(readJsonBody(post(atBound))).resolves.toBeInstanceOf(Array);
  });

  it('keeps a __proto__ key as plain data', async () => {
    const body = await readJsonObject(post('{"__proto__":{"polluted":true},"type":"story"}'));
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('readJsonObject refuses arrays, strings and null with 400', async () => {
    for (const body of ['[]', '"text"', 'null', '42']) {
      const error = await rejection(readJsonObject(post(body)));
      expect([error.status, error.code]).toEqual([400, 'invalid_body']);
    }
  });
});

describe('responses', () => {
  it('jsonResponse sends JSON with CORS headers', async () => {
    const response = jsonResponse({ result: 'ok' }, 201, { 'X-Extra': '1' });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('x-extra')).toBe('1');
    await expect(response.json()).resolves.toEqual({ result: 'ok' });
  });

  it('errorResponse wraps code and message', async () => {
    const response = errorResponse(400, 'invalid_body', 'bad');
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({ error: { code: 'invalid_body', message: 'bad' } });
  });

  it('exposes Retry-After and X-Content-Source to cross-origin pages', () => {
    const exposed = errorResponse(429, 'rate_limited', 'wait', { 'Retry-After': '5' }).headers.get('access-control-expose-headers') ?? '';
    expect(exposed).toContain('Retry-After');
    expect(exposed).toContain('X-Content-Source');
  });

  it('allows the headers supabase-js sends', () => {
    for (const header of ['authorization', 'apikey', 'content-type', 'x-client-info']) {
      expect(corsHeaders['Access-Control-Allow-Headers']).toContain(header);
    }
  });
});
