/**
 * The embedded local stand-in for hosted Supabase: one Node process (Hono on @hono/node-server)
 * serving the data API (/rest/v1), the server functions (/functions/v1) and the built site, on
 * PGlite persisted in a folder or on PostgreSQL when a database URL is given.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { authenticate } from './api-auth.ts';
import type { Database } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { createFunctionsHost } from './functions-host.ts';
import { apiKeysFromEnv, type ApiKeys } from './local-keys.ts';
import { applyMigrations } from './migrations.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { handleRestRequest } from './rest-handler.ts';
import { loadSchemaCache } from './schema-cache.ts';
import { BASE_SECURITY_HEADERS, createStaticSite, originOf } from './static-site.ts';

/** The repository root (this file is supabase/local/server.ts). */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Port the stand-in listens on when none is given (the Supabase CLI's API port). */
export const DEFAULT_PORT = 54321;

/** Largest request body accepted by the data API and the functions, in bytes. */
const MAX_BODY_BYTES = 1024 * 1024;

/** How often PGlite's planner statistics are refreshed (it has no autovacuum), in milliseconds. */
const DEFAULT_ANALYZE_INTERVAL_MS = 5 * 60 * 1000;

/** Time a client has to send a request's headers, counted from the connection's first moment, in ms. */
export const DEFAULT_HEADERS_TIMEOUT_MS = 20_000;

/** Time a client has to send a whole request (headers and body), in ms. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** Time an idle keep-alive connection stays open between two requests, in ms. */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** Silent connections (no request sent within the grace) one client address may keep open. */
export const DEFAULT_MAX_SILENT_CONNECTIONS_PER_ADDRESS = 1_024;

/** Connections one client address may hold open at once, busy ones included. */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 4_096;

/** Time a new connection has to send its first request before it counts as silent, in ms. */
export const DEFAULT_SILENT_GRACE_MS = 2_000;

/** Request headers supabase-js sends that browsers must be allowed to send cross-origin. */
export const CORS_ALLOW_HEADERS = [
  'apikey', 'authorization', 'x-client-info', 'content-type', 'prefer', 'accept', 'accept-profile',
  'content-profile', 'range', 'x-retry-count', 'x-supabase-api-version', 'x-region',
];

/** Response headers supabase-js reads. */
export const CORS_EXPOSE_HEADERS = ['Content-Range', 'Content-Location', 'Content-Profile', 'Location', 'Preference-Applied', 'Range-Unit', 'Retry-After'];

/** Options of startServer; every field has a default. */
export interface StartServerOptions {
  /** TCP port; 0 lets the OS pick. Default 54321. */
  port?: number;
  /** Interface to bind. Default 127.0.0.1. */
  host?: string;
  /** PGlite data folder (default <repo>/.data); `memory://` keeps it in memory. Ignored with databaseUrl. */
  dataDir?: string;
  /** PostgreSQL URL; when set, PGlite is not used. */
  databaseUrl?: string;
  /** Built site folder. Default <repo>/dist. */
  distDir?: string;
  /** Migrations folder. Default <repo>/supabase/migrations. */
  migrationsDir?: string;
  /** Server functions folder. Default <repo>/supabase/functions. */
  functionsDir?: string;
  /** Accepted keys. Default SUPABASE_ANON_KEY / SUPABASE_SERVICE_ROLE_KEY or the fixed local keys. */
  keys?: ApiKeys;
  /** Extra origin allowed in the site's CSP connect-src. Default VITE_SUPABASE_URL's origin. */
  apiOrigin?: string | null;
  /** Interval of ANALYZE, in milliseconds. Default 5 minutes. */
  analyzeIntervalMs?: number;
  /** Time to receive a request's headers before the connection is closed (408), in ms. Default 20 s. */
  headersTimeoutMs?: number;
  /** Time to receive a whole request, body included, before the connection is closed (408), in ms. Default 30 s. */
  requestTimeoutMs?: number;
  /** Time an idle keep-alive connection stays open, in ms. Default 5 s. */
  keepAliveTimeoutMs?: number;
  /** Silent connections one address may keep; the oldest beyond it are closed. Default 1,024. */
  maxSilentConnectionsPerAddress?: number;
  /** Connections one address may hold at all; further ones are closed as they open. Default 4,096. */
  maxConnectionsPerAddress?: number;
  /** Time a new connection has to send its first request before it counts as silent, in ms. Default 2 s. */
  silentGraceMs?: number;
}

/** Limits on the connections of one client address. */
interface ConnectionCaps {
  /** Most silent connections (open for longer than the grace without sending a request) one address may keep. */
  silentPerAddress: number;
  /** Most connections one address may hold at all, busy ones included; further ones are closed as they open. */
  perAddress: number;
  /** Time a new connection has to send its first request before it counts as silent, in ms. */
  silentGraceMs: number;
}

/** What the cap knows of one connection. */
interface TrackedSocket {
  /** The check tick it opened at. */
  openedTick: number;
  /** Whether a request has arrived on it (from then on the keep-alive timeout governs it). */
  used: boolean;
}

/** Checks of the silent connections per grace period: a connection is silent only after this many event-loop turns. */
const SILENT_CHECKS_PER_GRACE = 4;

/**
 * Caps what one client address may hold: beyond `silentPerAddress` connections that have sent no request within the
 * grace, the oldest silent ones are closed, and beyond `perAddress` a new connection is closed at once. Age is counted
 * in checks (a timer four times per grace), not in wall time: each check runs in a new turn of the event loop, after
 * Node has read what the sockets sent, so a busy or stalled process never takes a connection whose request is merely
 * unread for a silent one. Connections that carried a request are left to the request and keep-alive timeouts, so
 * 1,000 concurrent requests from one address still work. Returns the function that stops the checks.
 */
function capConnectionsPerAddress(server: Server, caps: ConnectionCaps): () => void {
  const byAddress = new Map<string, Map<Socket, TrackedSocket>>();
  let tick = 0;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    let sockets = byAddress.get(address);
    if (sockets === undefined) {
      sockets = new Map();
      byAddress.set(address, sockets);
    }
    if (sockets.size >= caps.perAddress) {
      socket.destroy();
      return;
    }
    sockets.set(socket, { openedTick: tick, used: false });
    const own = sockets;
    socket.once('close', () => {
      own.delete(socket);
      if (own.size === 0 && byAddress.get(address) === own) byAddress.delete(address);
    });
  });
  server.on('request', (req: IncomingMessage) => {
    const state = byAddress.get(req.socket.remoteAddress ?? 'unknown')?.get(req.socket);
    if (state !== undefined) state.used = true;
  });
  const check = setInterval(() => {
    tick += 1;
    for (const sockets of byAddress.values()) {
      if (sockets.size <= caps.silentPerAddress) continue;
      const silent = [...sockets].filter(([, state]) => !state.used && tick - state.openedTick >= SILENT_CHECKS_PER_GRACE);
      if (silent.length <= caps.silentPerAddress) continue;
      silent.sort(([, a], [, b]) => a.openedTick - b.openedTick);
      for (const [socket] of silent.slice(0, silent.length - caps.silentPerAddress)) socket.destroy();
    }
  }, Math.max(25, Math.min(500, Math.floor(caps.silentGraceMs / SILENT_CHECKS_PER_GRACE))));
  check.unref();
  return () => clearInterval(check);
}

/** A running stand-in. */
export interface RunningServer {
  /** Base URL, e.g. http://127.0.0.1:54321 (what SUPABASE_URL / VITE_SUPABASE_URL point at). */
  url: string;
  /** The bound port. */
  port: number;
  /** The database engine in use. */
  databaseKind: Database['kind'];
  /** Where the data lives, for humans: `PGlite in <folder>`, `PGlite in memory` or `PostgreSQL (DATABASE_URL)`. */
  storage: string;
  /** Stops listening, ends open connections and closes the database. */
  close(): Promise<void>;
}

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers } });
}

function withSecurityHeaders(response: Response): Response {
  try {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) copy.headers.set(name, value);
    return copy;
  }
}

function isUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code: unknown = Reflect.get(error, 'code');
  return typeof code === 'string' && (code.startsWith('08') || ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03'].includes(code));
}

async function openDatabase(options: StartServerOptions): Promise<{ db: Database; release: () => void; storage: string }> {
  if (options.databaseUrl) return { db: await openPostgresDatabase(options.databaseUrl), release: () => undefined, storage: 'PostgreSQL (DATABASE_URL)' };
  const dataDir = options.dataDir ?? `${REPO_ROOT}.data`;
  if (dataDir.startsWith('memory://')) return { db: await openPgliteDatabase(undefined), release: () => undefined, storage: 'PGlite in memory' };
  const release = lockDataDir(dataDir);
  try {
    return { db: await openPgliteDatabase(dataDir), release, storage: `PGlite in ${dataDir}` };
  } catch (error) {
    release();
    throw error;
  }
}

/** Starts the stand-in: migrates, analyzes, then listens. Resolves once it accepts requests. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const keys = options.keys ?? apiKeysFromEnv();
  const migrationsDir = options.migrationsDir ?? `${REPO_ROOT}supabase/migrations`;
  const functions = createFunctionsHost(options.functionsDir ?? `${REPO_ROOT}supabase/functions`);
  const site = createStaticSite(options.distDir ?? `${REPO_ROOT}dist`, options.apiOrigin === undefined ? originOf(process.env.VITE_SUPABASE_URL) : options.apiOrigin);
  const { db, release, storage } = await openDatabase(options);
  let analyzeTimer: NodeJS.Timeout | undefined;
  let stopCaps: () => void = () => undefined;
  try {
    await applyMigrations(db, migrationsDir);
    await db.exec('analyze');
    const schema = await loadSchemaCache(db);
    let selfUrl = '';

    const app = new Hono();
    app.use('*', async (c, next) => {
      await next();
      c.res = withSecurityHeaders(c.res);
    });

    const limitBody = bodyLimit({
      maxSize: MAX_BODY_BYTES,
      // The rest of the body is never read, so the connection cannot be reused: say so.
      onError: () =>
        jsonResponse(413, { code: '54000', details: null, hint: null, message: `Request body larger than ${MAX_BODY_BYTES} bytes` }, { 'Access-Control-Allow-Origin': '*', Connection: 'close' }),
    });

    app.use('/rest/v1/*', cors({ origin: '*', allowHeaders: CORS_ALLOW_HEADERS, exposeHeaders: CORS_EXPOSE_HEADERS, allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'], maxAge: 86400 }));
    app.use('/rest/v1/*', limitBody);
    const rest = async (c: Context) => {
      const url = new URL(c.req.url);
      const auth = authenticate(c.req.raw.headers, url.searchParams, keys);
      if (!auth.ok) return jsonResponse(401, auth.error);
      const method = c.req.method;
      const response = await handleRestRequest(db, schema, {
        method,
        path: url.pathname.slice('/rest/v1'.length),
        params: url.searchParams,
        headers: c.req.raw.headers,
        body: method === 'GET' || method === 'HEAD' ? '' : await c.req.text(),
        role: auth.role,
        claims: auth.claims,
      });
      return new Response(response.body, { status: response.status, headers: response.headers });
    };
    app.all('/rest/v1', rest);
    app.all('/rest/v1/*', rest);

    const invokeFunction = async (c: Context) => {
      const name = c.req.param('name') ?? '';
      const corsOnly = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Retry-After' };
      if (!functions.has(name)) return jsonResponse(404, { code: 'NOT_FOUND', message: 'Requested function was not found' }, corsOnly);
      if (c.req.method !== 'OPTIONS') {
        const auth = authenticate(c.req.raw.headers, new URL(c.req.url).searchParams, keys);
        if (!auth.ok) return jsonResponse(401, { code: 401, message: auth.error.message }, corsOnly);
      }
      const headers = new Headers(c.req.raw.headers);
      headers.set('x-forwarded-for', getConnInfo(c).remote.address ?? '');
      const hasBody = !['GET', 'HEAD'].includes(c.req.method);
      // The client's signal goes along, so a visitor who cancels (or disconnects) ends the function's work too.
      const request = new Request(c.req.url, { method: c.req.method, headers, body: hasBody ? await c.req.arrayBuffer() : undefined, signal: c.req.raw.signal });
      try {
        return await functions.invoke(name, request, {
          SUPABASE_URL: selfUrl,
          SUPABASE_ANON_KEY: keys.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
        });
      } catch (error) {
        console.error(`[stand-in] function ${name} failed:`, error);
        return jsonResponse(500, { error: { code: 'function_failed', message: `The function ${name} failed; see the server log.` } }, corsOnly);
      }
    };

    app.use('/functions/v1/*', limitBody);
    app.all('/functions/v1/:name{[^/]+}/*', (c) => invokeFunction(c));
    app.all('/functions/v1/:name{[^/]+}', (c) => invokeFunction(c));
    app.all('*', (c) => site.serve(c.req.raw, new URL(c.req.url).pathname));

    app.onError((error, c) => {
      const unavailable = isUnavailable(error);
      if (!unavailable) console.error('[stand-in] unexpected error:', error);
      const body = unavailable
        ? { code: 'PGRST000', details: error.message, hint: null, message: 'Could not connect with the database' }
        : { code: 'XX000', details: null, hint: 'See the stand-in log.', message: 'Internal error in the local stand-in' };
      const status = unavailable ? 503 : 500;
      return c.req.path.startsWith('/rest/v1') || c.req.path.startsWith('/functions/v1') ? jsonResponse(status, body, { 'Access-Control-Allow-Origin': '*' }) : new Response(body.message, { status });
    });

    const headersTimeout = options.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS;
    const requestTimeout = Math.max(headersTimeout, options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS);
    const server = createAdaptorServer({
      fetch: app.fetch,
      serverOptions: {
        headersTimeout,
        requestTimeout,
        keepAliveTimeout: options.keepAliveTimeoutMs ?? DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
        // Node checks both timeouts on this interval (30 s by default, which would stretch a 20 s bound to 50 s).
        connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(headersTimeout / 2))),
      },
    }) as Server;
    stopCaps = capConnectionsPerAddress(server, {
      silentPerAddress: options.maxSilentConnectionsPerAddress ?? DEFAULT_MAX_SILENT_CONNECTIONS_PER_ADDRESS,
      perAddress: options.maxConnectionsPerAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
      silentGraceMs: options.silentGraceMs ?? DEFAULT_SILENT_GRACE_MS,
    });
    const host = options.host ?? '127.0.0.1';
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? DEFAULT_PORT, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    selfUrl = `http://${publicHost}:${port}`;

    const analyzeIntervalMs = options.analyzeIntervalMs ?? DEFAULT_ANALYZE_INTERVAL_MS;
    analyzeTimer = setInterval(() => {
      db.exec('analyze').catch((error: unknown) => console.warn('[stand-in] periodic ANALYZE failed:', error));
    }, analyzeIntervalMs);
    analyzeTimer.unref();

    let closing: Promise<void> | null = null;
    return {
      url: selfUrl,
      port,
      databaseKind: db.kind,
      storage,
      close: () => {
        closing ??= (async () => {
          clearInterval(analyzeTimer);
          stopCaps();
          const closed = new Promise<void>((resolve) => server.close(() => resolve()));
          server.closeIdleConnections();
          const force = setTimeout(() => server.closeAllConnections(), 1000);
          force.unref();
          await closed;
          clearTimeout(force);
          await db.close();
          release();
        })();
        return closing;
      },
    };
  } catch (error) {
    clearInterval(analyzeTimer);
    stopCaps();
    await db.close();
    release();
    throw error;
  }
}
