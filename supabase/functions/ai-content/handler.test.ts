import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { validContentBodies } from '../../../tests/backend/content-bodies.ts';
import { personalityAnswersIn } from '../../../tests/backend/content-samples.ts';
import { startFakeModelServer, type FakeModelServer } from '../../../tests/backend/fake-openai.ts';
import { contentTypes } from '../_shared/contract/content-schemas.ts';
import { contentLanguages } from '../_shared/contract/content-types.ts';
import { handler } from './handler.ts';

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/functions/v1/ai-content', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

async function call(body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: Record<string, unknown>; source: string | null }> {
  const response = await handler(post(body, headers));
  return { status: response.status, json: (await response.json()) as Record<string, unknown>, source: response.headers.get('x-content-source') };
}

describe('ai-content with the built-in engine', () => {
  beforeAll(() => {
    process.env.RATE_LIMIT_PER_MINUTE = '0';
  });
  afterAll(() => {
    delete process.env.RATE_LIMIT_PER_MINUTE;
  });

  it('answers {result} for every type in every language', async () => {
    for (const type of contentTypes) {
      for (const language of contentLanguages) {
        const { status, json, source } = await call({ type, ...validContentBodies[type], language, seed: 11 });
        expect(status, `${type} ${language}`).toBe(200);
        expect(Object.keys(json)).toEqual(['result', 'source']);
        expect(json.source).toBe('engine');
        expect(source).toBe('engine');
        if (typeof json.result === 'string') expect(json.result.trim().length).toBeGreaterThan(0);
        else expect(json.result).toBeTypeOf('object');
      }
    }
  });

  it('is deterministic for a seed and varies across seeds (the summarizer and the personality result across inputs)', async () => {
    for (const type of contentTypes) {
      const body = { type, ...validContentBodies[type], language: 'en' };
      const first = await call({ ...body, seed: 1 });
      expect((await call({ ...body, seed: 1 })).json).toEqual(first.json);
      if (type === 'summarize' || type === 'personality-test') continue;
      const others = await Promise.all([2, 3, 4, 5].map(async (seed) => JSON.stringify((await call({ ...body, seed })).json)));
      expect(new Set([JSON.stringify(first.json), ...others]).size, type).toBeGreaterThan(1);
    }
    const summary = (input: string) => call({ type: 'summarize', input, seed: 1 });
    expect((await summary('The river rose overnight. The town prepared sandbags. Schools closed early.')).json).not.toEqual(
      (await summary('The bakery won a prize. Its bread sold out by noon. The baker thanked her neighbours.')).json,
    );
    const personality = (pattern: number[]) => call({ type: 'personality-test', answers: personalityAnswersIn('en', pattern), seed: 1 });
    expect((await personality([4, 4, 1, 1])).json).not.toEqual((await personality([1, 1, 4, 4])).json);
  });

  it('answers 400 with {error: {code, message}} to bad bodies and unknown types', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'horoscope' }, 'unknown_type'],
      [{ storyStart: 'no type at all here' }, 'unknown_type'],
      [{ type: 'story', storyStart: 'short' }, 'invalid_body'],
      [{ type: 'story', storyStart: 'x'.repeat(301) }, 'invalid_body'],
      [{ type: 'persona-chat', persona: 'chef', messages: [{ role: 'assistant', content: 'hi' }] }, 'invalid_body'],
      ['{"type":"story",', 'invalid_json'],
      ['', 'invalid_json'],
    ];
    for (const [body, code] of cases) {
      const { status, json } = await call(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(json).toEqual({ error: { code, message: expect.any(String) as string } });
    }
  });

  it('answers 413 to a body over 64 KB, 405 to GET and 204 to OPTIONS', async () => {
    expect((await call({ type: 'summarize', input: 'word '.repeat(14_000) })).status).toBe(413);
    expect((await handler(new Request('http://localhost/functions/v1/ai-content'))).status).toBe(405);
    expect((await handler(new Request('http://localhost/functions/v1/ai-content', { method: 'OPTIONS' }))).status).toBe(204);
  });

  it('limits each client address with 429 and Retry-After', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '2';
    try {
      const body = { type: 'tarot-reading' };
      expect((await call(body, { 'x-forwarded-for': '192.0.2.10' })).status).toBe(200);
      // A client-sent first entry is ignored: the right-most (trusted) hop is the client.
      expect((await call(body, { 'x-forwarded-for': '10.0.0.1, 192.0.2.10' })).status).toBe(200);
      const response = await handler(post(body, { 'x-forwarded-for': '192.0.2.10' }));
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await call(body, { 'x-forwarded-for': '192.0.2.11' })).status).toBe(200);
    } finally {
      process.env.RATE_LIMIT_PER_MINUTE = '0';
    }
  });
});

describe('ai-content with a model configured', () => {
  let server: FakeModelServer;
  beforeAll(async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '0';
    server = await startFakeModelServer();
  });
  afterAll(async () => {
    delete process.env.RATE_LIMIT_PER_MINUTE;
    await server.close();
  });
  afterEach(() => {
    for (const key of ['AI_BASE_URL', 'AI_MODEL', 'AI_API_KEY', 'AI_FALLBACK']) delete process.env[key];
    vi.restoreAllMocks();
  });

  it('answers with the model', async () => {
    Object.assign(process.env, { AI_BASE_URL: server.baseUrl, AI_MODEL: 'local-model' });
    server.script({ kind: 'answer', content: 'Once upon a bridge…' });
    const { status, json, source } = await call({ type: 'story', storyStart: 'Mina found a key under the bridge.' });
    expect([status, source]).toEqual([200, 'model']);
    expect(json).toEqual({ result: 'Once upon a bridge…', source: 'model' });
  });

  it('answers 502 provider_failed when the model fails and the fallback is off', async () => {
    Object.assign(process.env, { AI_BASE_URL: server.baseUrl, AI_MODEL: 'local-model', AI_FALLBACK: 'off' });
    server.script({ kind: 'fail', status: 500 });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { status, json } = await call({ type: 'tarot-reading' });
    expect(status).toBe(502);
    expect(json).toMatchObject({ error: { code: 'provider_failed' } });
    expect(logged).toHaveBeenCalled();
  });
});
