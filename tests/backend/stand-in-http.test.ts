/**
 * What the stand-in does beyond the PostgREST subset: the key check, CORS, clear 400s for
 * unsupported features, body limits, the functions host, the static site with its security
 * headers, and no 5xx whatever a client sends.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/local-keys.ts';
import { startServer, type RunningServer } from '../../supabase/local/server.ts';
import { anonClient } from './support/supabase-clients.ts';

const INLINE_THEME_SCRIPT = "document.documentElement.classList.add('dark');";
const API_ORIGIN = 'https://example-project.supabase.co';

/** A function for the host to discover: it echoes what it was given. */
const ECHO_HANDLER = `
export async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: { 'Access-Control-Allow-Origin': '*' } });
  return Response.json({
    method: req.method,
    forwardedFor: req.headers.get('x-forwarded-for'),
    body: req.method === 'POST' ? await req.text() : null,
    env: { url: process.env.SUPABASE_URL, anon: process.env.SUPABASE_ANON_KEY, service: process.env.SUPABASE_SERVICE_ROLE_KEY },
  });
}
`;

const anonHeaders = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}` };

let server: RunningServer;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'playground-stand-in-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><script>${INLINE_THEME_SCRIPT}</script><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), `console.info(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const functions = join(root, 'functions');
  for (const name of ['echo', '_shared']) mkdirSync(join(functions, name), { recursive: true });
  writeFileSync(join(functions, 'echo', 'handler.ts'), ECHO_HANDLER);
  writeFileSync(join(functions, '_shared', 'handler.ts'), ECHO_HANDLER);
  server = await startServer({ port: 0, dataDir: 'memory://', distDir: dist, functionsDir: functions, apiOrigin: API_ORIGIN });
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

async function api(path: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; json: unknown }> {
  const response = await fetch(`${server.url}${path}`, init);
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: response.status, headers: response.headers, json };
}

describe('keys', () => {
  it('refuses a request without a key (401 PGRST302)', async () => {
    const result = await api('/rest/v1/game_clicks?select=game_id');
    expect(result.status).toBe(401);
    expect(result.json).toMatchObject({ code: 'PGRST302' });
  });

  it('refuses an unknown apikey and an unknown bearer token (401 PGRST301)', async () => {
    expect((await api('/rest/v1/game_clicks', { headers: { apikey: 'nope' } })).json).toMatchObject({ code: 'PGRST301', message: 'Invalid API key' });
    const badBearer = await api('/rest/v1/game_clicks', { headers: { apikey: LOCAL_ANON_KEY, authorization: 'Bearer nope' } });
    expect(badBearer.status).toBe(401);
    expect(badBearer.json).toMatchObject({ code: 'PGRST301' });
  });

  it('accepts the apikey query parameter', async () => {
    expect((await api(`/rest/v1/game_clicks?select=game_id&limit=1&apikey=${LOCAL_ANON_KEY}`)).status).toBe(200);
  });

  it('runs the service key as service_role (it may change a count, anon may not)', async () => {
    const body = JSON.stringify({ click_count: 7 });
    const headers = { 'content-type': 'application/json', prefer: 'return=representation' };
    const asAnon = await api('/rest/v1/game_clicks?game_id=eq.ai-tarot', { method: 'PATCH', body, headers: { ...headers, ...anonHeaders } });
    expect(asAnon.status).toBe(401);
    const asService = await api('/rest/v1/game_clicks?game_id=eq.ai-tarot', {
      method: 'PATCH',
      body,
      headers: { ...headers, apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
    });
    expect(asService.status).toBe(200);
    expect(asService.json).toEqual([{ game_id: 'ai-tarot', click_count: 7 }]);
  });

  it('ships keys that are HS256 JWTs signed with the documented local secret', () => {
    for (const [key, role] of [[LOCAL_ANON_KEY, 'anon'], [LOCAL_SERVICE_ROLE_KEY, 'service_role']] as const) {
      const [header, payload, signature] = key.split('.');
      const expected = createHmacSignature(`${header}.${payload}`);
      expect(signature).toBe(expected);
      expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({ role, iss: 'supabase-demo' });
    }
  });
});

function createHmacSignature(input: string): string {
  return createHmac('sha256', LOCAL_JWT_SECRET).update(input).digest('base64url');
}

describe('CORS', () => {
  it('answers the preflight of supabase-js with its headers allowed', async () => {
    const result = await fetch(`${server.url}/rest/v1/game_scores`, {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey,authorization,x-client-info,content-type,prefer,x-retry-count' },
    });
    expect(result.status).toBeLessThan(300);
    expect(result.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = (result.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['apikey', 'authorization', 'x-client-info', 'content-type', 'prefer', 'accept-profile', 'content-profile', 'range', 'x-retry-count']) {
      expect(allowed).toContain(header);
    }
    expect(result.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('exposes Content-Range so count works cross-origin', async () => {
    const result = await api('/rest/v1/game_clicks?select=game_id', { headers: { ...anonHeaders, origin: 'https://elsewhere.example', prefer: 'count=exact' } });
    expect(result.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(result.headers.get('content-range')).toBe('0-15/16');
  });
});

describe('unsupported PostgREST features are a clear 400, never a 5xx', () => {
  const cases: Array<[string, string, RequestInit?]> = [
    ['casts in select', '/rest/v1/game_scores?select=score::text'],
    ['embedded resources', '/rest/v1/game_scores?select=player_name,game_clicks(*)'],
    ['JSON paths', '/rest/v1/quiz_images?select=id&answers->>en=eq.x'],
    ['logical filters', '/rest/v1/game_scores?or=(score.eq.1,score.eq.2)'],
    ['full-text search', '/rest/v1/game_scores?player_name=fts.ann'],
    ['a non-integer limit', '/rest/v1/game_scores?limit=abc'],
    ['the OpenAPI root', '/rest/v1/'],
    ['PUT', '/rest/v1/game_scores?id=eq.1', { method: 'PUT', body: '{}', headers: { 'content-type': 'application/json' } }],
    ['upsert', '/rest/v1/game_scores', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', prefer: 'resolution=merge-duplicates' } }],
    ['a bulk rpc call', '/rest/v1/rpc/register_game_click', { method: 'POST', body: '[{"p_game_id":"apple-game"}]', headers: { 'content-type': 'application/json' } }],
    ['limit on a delete', '/rest/v1/game_scores?game_type=eq.rps&limit=1', { method: 'DELETE' }],
  ];
  for (const [label, path, init] of cases) {
    it(`${label} → 400 PGRST100`, async () => {
      const result = await api(path, { ...init, headers: { ...anonHeaders, ...(init?.headers as Record<string, string> | undefined) } });
      expect(result.status).toBe(400);
      expect(result.json).toMatchObject({ code: 'PGRST100' });
    });
  }

  it('asks for CSV → 406 PGRST107', async () => {
    const result = await api('/rest/v1/game_scores?select=score', { headers: { ...anonHeaders, accept: 'text/csv' } });
    expect(result.status).toBe(406);
    expect(result.json).toMatchObject({ code: 'PGRST107' });
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const body = JSON.stringify({ game_type: 'rps', player_name: 'x'.repeat(1_100_000), score: 1 });
    const result = await api('/rest/v1/game_scores', { method: 'POST', body, headers: { ...anonHeaders, 'content-type': 'application/json' } });
    expect(result.status).toBe(413);
  });

  it('never answers 5xx to random requests, and keeps serving', async () => {
    const segment = fc.constantFrom('game_scores', 'game_clicks', 'quiz_images', 'rpc/register_game_click', 'rpc/nope', 'nope', '', '%FF', 'rpc/');
    const key = fc.string({ maxLength: 12 });
    const value = fc.oneof(fc.string({ maxLength: 24 }), fc.constantFrom('eq.1', 'in.(1,2', 'is.maybe', 'not.', 'gt.', 'eq.\u0000', '*', 'desc', '-5', '1e99', 'like.%'));
    const query = fc.array(fc.tuple(fc.oneof(key, fc.constantFrom('select', 'order', 'limit', 'offset', 'columns', 'score', 'player_name', 'game_type', 'answers')), value), { maxLength: 5 });
    const body = fc.oneof(fc.constant(undefined), fc.json(), fc.string({ maxLength: 64 }), fc.constantFrom('{"p_game_id":"apple-game"}', '[{}]', '{"score":1e400}', '{"__proto__":{"x":1}}'));
    const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'PUT');
    const prefer = fc.constantFrom('', 'count=exact', 'return=representation', 'handling=strict, bogus', 'missing=default', 'tx=rollback');
    await fc.assert(
      fc.asyncProperty(segment, query, body, method, prefer, async (path, params, payload, verb, preference) => {
        const search = new URLSearchParams(params).toString();
        const response = await fetch(`${server.url}/rest/v1/${path}${search ? `?${search}` : ''}`, {
          method: verb,
          headers: { ...anonHeaders, 'content-type': 'application/json', prefer: preference },
          body: verb === 'GET' || verb === 'HEAD' ? undefined : payload,
        });
        await response.arrayBuffer();
        expect(response.status, `${verb} /rest/v1/${path}?${search} ${payload ?? ''}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
    expect((await api('/rest/v1/game_clicks?select=game_id', { headers: anonHeaders })).status).toBe(200);
  }, 60_000);
});

/** One request on its own connection (a 413 closes it); resolves with the status, or 0 when the server closed first. */
function sendOnFreshConnection(method: string, path: string, headers: Record<string, string>, body: string): Promise<number> {
  const url = new URL(server.url);
  return new Promise((resolve) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

describe('REST bodies: depth, width and size (issue 16)', () => {
  it('never answers 5xx to deep, wide or large bodies on any write, with either key or none', async () => {
    const row = '{"game_type":"rps","player_name":"Fuzz","score":3}';
    const nested = fc.tuple(fc.integer({ min: 1, max: 20_000 }), fc.constantFrom('[', '{"a":'), fc.boolean()).map(([depth, open, inRow]) => {
      const inner = `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`;
      return inRow ? `{"game_type":"rps","player_name":"Deep","score":${inner}}` : inner;
    });
    const wide = fc.tuple(fc.integer({ min: 0, max: 3_000 }), fc.constantFrom(row, '{}', '1', '{"click_count":1}')).map(([width, item]) => `[${Array.from({ length: width }, () => item).join(',')}]`);
    const manyKeys = fc.integer({ min: 0, max: 5_000 }).map((keys) => `{${Array.from({ length: keys }, (_, index) => `"k${index}":${index}`).join(',')}}`);
    const large = fc.integer({ min: 1_040_000, max: 1_060_000 }).map((size) => JSON.stringify({ game_type: 'rps', player_name: 'x'.repeat(size), score: 1 }));
    const body = fc.oneof(nested, wide, manyKeys, large);
    const target = fc.constantFrom(
      ['POST', '/rest/v1/game_scores'],
      ['PATCH', '/rest/v1/game_scores?id=eq.1'],
      ['PATCH', '/rest/v1/game_clicks?game_id=eq.ai-tarot'],
      ['POST', '/rest/v1/rpc/register_game_click'],
      ['POST', '/rest/v1/quiz_images'],
    );
    const key = fc.constantFrom<Record<string, string>>(anonHeaders, { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` }, {});
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(body, target, key, async (payload, [method, path], headers) => {
        const status = await sendOnFreshConnection(method, path, { ...headers, 'content-type': 'application/json' }, payload);
        // Over 1 MiB the server answers 413 with Connection: close and stops reading; the client may see the close
        // (status 0) before the answer. Never a 5xx either way; a close on a smaller body is a failure.
        if (status === 0 && payload.length > 1024 * 1024) {
          statuses.set(413, (statuses.get(413) ?? 0) + 1);
          return;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        expect(status, `${method} ${path} ${payload.slice(0, 80)}… (${payload.length} chars)`).toBeGreaterThan(0);
        expect(status, `${method} ${path} ${payload.slice(0, 80)}… (${payload.length} chars)`).toBeLessThan(500);
      }),
      { numRuns: 120, seed: 20_251_124 },
    );
    // The properties reached the validators and the database, not only the key check.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(10);
    expect(statuses.get(413) ?? 0).toBeGreaterThan(0);
    expect((await api('/rest/v1/game_clicks?select=game_id', { headers: anonHeaders })).status).toBe(200);
  }, 120_000);
});

describe('functions', () => {
  it('serves supabase/functions/<name>/handler.ts through functions.invoke', async () => {
    const { data, error } = await anonClient(server.url).functions.invoke('echo', { body: { hello: 'world' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ method: 'POST', body: '{"hello":"world"}' });
  });

  it('passes SUPABASE_URL (its own base URL) and the keys as hosted Supabase does', async () => {
    const result = await api('/functions/v1/echo', { headers: anonHeaders });
    expect(result.json).toMatchObject({ env: { url: server.url, anon: LOCAL_ANON_KEY, service: LOCAL_SERVICE_ROLE_KEY } });
  });

  it('overwrites x-forwarded-for with the real client address', async () => {
    const result = await api('/functions/v1/echo', { headers: { ...anonHeaders, 'x-forwarded-for': '203.0.113.9' } });
    expect(result.json).toMatchObject({ forwardedFor: expect.stringMatching(/^(127\.0\.0\.1|::ffff:127\.0\.0\.1|::1)$/) });
  });

  it('lets the preflight through without a key, and refuses other calls without one', async () => {
    expect((await fetch(`${server.url}/functions/v1/echo`, { method: 'OPTIONS' })).status).toBe(204);
    expect((await api('/functions/v1/echo')).status).toBe(401);
  });

  it('answers 404 for unknown functions and for shared folders', async () => {
    expect((await api('/functions/v1/nope', { headers: anonHeaders })).status).toBe(404);
    expect((await api('/functions/v1/_shared', { headers: anonHeaders })).status).toBe(404);
  });
});

describe('the built site', () => {
  it('serves index.html uncached, with a CSP that admits only self, the API origin and the inline theme script', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(INLINE_THEME_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain(`connect-src 'self' ${API_ORIGIN}`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('falls back to index.html for client routes', async () => {
    const response = await fetch(`${server.url}/games/apple-game`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('console.info');
  });

  it('revalidates with ETag (304)', async () => {
    const first = await fetch(`${server.url}/favicon.svg`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await fetch(`${server.url}/favicon.svg`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('answers 404 for missing files instead of the page', async () => {
    expect((await fetch(`${server.url}/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/missing.png`)).status).toBe(404);
  });

  it('never serves a file outside dist/', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(server.url);
      const req = httpRequest({ host: url.hostname, port: url.port, path: '/%2e%2e/functions/echo/handler.ts', method: 'GET' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(404);
  });

  it('refuses writes to site paths (405) and adds the security headers to API answers too', async () => {
    expect((await fetch(`${server.url}/`, { method: 'POST' })).status).toBe(405);
    const apiResponse = await fetch(`${server.url}/rest/v1/game_clicks?select=game_id`, { headers: anonHeaders });
    expect(apiResponse.headers.get('x-content-type-options')).toBe('nosniff');
    expect(apiResponse.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
