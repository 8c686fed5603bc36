/**
 * Faults a rough network and a hostile visitor found in the stand-in (issue 16), each reproduced: deeply nested
 * bodies, idle and slow connections, one client holding many sockets, and small leaks of the static site.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/local-keys.ts';
import { startServer, type RunningServer } from '../../supabase/local/server.ts';

const anonHeaders = { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' };
const serviceHeaders = { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'content-type': 'application/json' };

/** Timeouts and caps small enough to watch them act within a test. */
const HEADERS_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 3_000;
const SILENT_PER_ADDRESS = 6;
const SILENT_GRACE_MS = 100;

let server: RunningServer;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'playground-hardening-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/main-abc.js"}}');
  const functions = join(root, 'functions');
  mkdirSync(join(functions, 'echo'), { recursive: true });
  writeFileSync(join(functions, 'echo', 'handler.ts'), 'export async function handler(req: Request): Promise<Response> { return Response.json({ body: await req.text() }); }\n');
  server = await startServer({
    port: 0,
    dataDir: 'memory://',
    distDir: dist,
    functionsDir: functions,
    apiOrigin: null,
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    maxSilentConnectionsPerAddress: SILENT_PER_ADDRESS,
    silentGraceMs: SILENT_GRACE_MS,
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

/** `[[[…1…]]]` nested `depth` levels, as text. */
const nestedArray = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
/** `{"a":{"a":…}}` nested `depth` levels, as text. */
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('deeply nested JSON (fault 1)', () => {
  const deep = `{"game_type":"rps","player_name":"Deep","score":1,"extra":${nestedObject(5_000)}}`;

  it('answers 400 PGRST102, never 500, to a 5,000-level body on POST and PATCH, whatever the key', async () => {
    const cases: Array<[string, string, Record<string, string>]> = [
      ['POST', '/rest/v1/game_scores', anonHeaders],
      ['POST', '/rest/v1/game_scores', serviceHeaders],
      ['PATCH', '/rest/v1/game_clicks?game_id=eq.ai-tarot', anonHeaders],
      ['PATCH', '/rest/v1/game_scores?id=eq.1', serviceHeaders],
      ['POST', '/rest/v1/rpc/register_game_click', anonHeaders],
    ];
    for (const [method, path, headers] of cases) {
      for (const body of [deep, nestedArray(5_000)]) {
        const response = await fetch(`${server.url}${path}`, { method, headers, body });
        expect(response.status, `${method} ${path}`).toBe(400);
        await expect(response.json()).resolves.toMatchObject({ code: 'PGRST102' });
      }
    }
  });

  it('still accepts nesting up to the bound', async () => {
    const response = await fetch(`${server.url}/rest/v1/rpc/register_game_click`, { method: 'POST', headers: anonHeaders, body: '{"p_game_id":"ai-tarot"}' });
    expect(response.status).toBe(200);
    const shallow = await fetch(`${server.url}/rest/v1/game_scores`, { method: 'POST', headers: serviceHeaders, body: `[${'{"game_type":"rps","player_name":"Flat","score":2}'}]` });
    expect(shallow.status).toBe(201);
  });
});

/** Opens a TCP connection from `localAddress` to the server. */
function open(localAddress = '127.0.0.1'): Promise<Socket> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname, port: Number(url.port), localAddress });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves with the ms until the server ends `socket` (the test's own timeout bounds the wait). */
function closedAfter(socket: Socket): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    socket.on('error', () => undefined);
    socket.resume();
    socket.once('close', () => resolve(performance.now() - started));
  });
}

describe('connections (fault 3)', () => {
  it('closes a connection that sends no complete header within the headers timeout', async () => {
    const idle = await open();
    const partial = await open();
    partial.write('GET /rest/v1/game_scores HTTP/1.1\r\nHost: x\r\n');
    const [idleMs, partialMs] = await Promise.all([closedAfter(idle), closedAfter(partial)]);
    expect(idleMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2_500);
    expect(partialMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2_500);
  }, 15_000);

  it('closes a connection whose body trickles in beyond the request timeout', async () => {
    const slow = await open();
    slow.write(`POST /rest/v1/game_scores HTTP/1.1\r\nHost: x\r\napikey: ${LOCAL_ANON_KEY}\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n[`);
    const trickle = setInterval(() => slow.writable && slow.write(' '), 200);
    try {
      expect(await closedAfter(slow)).toBeLessThan(REQUEST_TIMEOUT_MS + 2_500);
    } finally {
      clearInterval(trickle);
    }
  }, 15_000);

  it('keeps only a few silent connections per address, closing the oldest first, and other clients are still served', async () => {
    const held: Socket[] = [];
    const closedAt = new Map<Socket, number>();
    const started = performance.now();
    for (let i = 0; i < SILENT_PER_ADDRESS + 4; i += 1) {
      const socket = await open('127.0.0.2');
      socket.on('error', () => undefined);
      socket.resume();
      socket.once('close', () => closedAt.set(socket, performance.now() - started));
      held.push(socket);
    }
    try {
      // Four over the cap are closed after the grace, long before the headers timeout would end them.
      await expect.poll(() => closedAt.size, { timeout: HEADERS_TIMEOUT_MS - 200, interval: 20 }).toBeGreaterThanOrEqual(4);
      expect(closedAt.size).toBe(4);
      expect(held.slice(0, 4).every((socket) => closedAt.has(socket))).toBe(true);
      const response = await fetch(`${server.url}/rest/v1/game_clicks?select=game_id&limit=1`, { headers: anonHeaders });
      expect(response.status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
  }, 15_000);

  it('never cuts busy connections: 40 concurrent requests from one address all succeed', async () => {
    const url = new URL(server.url);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () =>
        new Promise<number>((resolve) => {
          const req = httpRequest({ host: url.hostname, port: url.port, path: '/rest/v1/rpc/register_game_click', method: 'POST', agent: false, localAddress: '127.0.0.3', headers: { ...anonHeaders, 'content-length': '33' } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          });
          req.on('error', () => resolve(0));
          req.end('{"p_game_id":"ai-fortune-teller"}');
        }),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(40);
  }, 30_000);
});

describe('small leaks (fault 7)', () => {
  it('does not serve the build manifest or any dot-folder', async () => {
    for (const path of ['/.vite/manifest.json', '/.vite/', '/.env', '/%2evite/manifest.json']) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: '*/*' } });
      const text = await response.text();
      expect(text, path).not.toContain('assets/main-abc.js');
      expect(response.headers.get('content-type') ?? '', path).not.toContain('application/json');
    }
    expect((await fetch(`${server.url}/.vite/manifest.json`)).status).toBe(404);
  });

  it('serves /index.html whatever the Accept header', async () => {
    for (const accept of ['*/*', 'application/json', '']) {
      const response = await fetch(`${server.url}/index.html`, { headers: accept === '' ? {} : { accept } });
      expect(response.status, accept).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('sends a Permissions-Policy with every answer', async () => {
    for (const path of ['/', '/rest/v1/game_clicks?select=game_id&limit=1', '/functions/v1/echo', '/missing.png']) {
      const response = await fetch(`${server.url}${path}`, { method: path.startsWith('/functions') ? 'POST' : 'GET', headers: anonHeaders, body: path.startsWith('/functions') ? '{}' : undefined });
      const policy = response.headers.get('permissions-policy') ?? '';
      expect(policy, path).toContain('camera=()');
      expect(policy, path).toContain('geolocation=()');
      expect(policy, path).toContain('fullscreen=(self)');
    }
  });

  it("exposes Retry-After on the stand-in's own function answers", async () => {
    const response = await fetch(`${server.url}/functions/v1/nope`, { method: 'POST', headers: { ...anonHeaders, origin: 'https://elsewhere.example' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-expose-headers') ?? '').toContain('Retry-After');
  });
});
