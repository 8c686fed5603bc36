/**
 * A minimal stand-in for hosted Supabase's API gateway in front of the real PostgREST: it serves
 * `/rest/v1/*` by forwarding to PostgREST's root, so supabase-js (which always calls
 * `<url>/rest/v1`) can talk to the reference server unchanged.
 */
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** A running gateway. */
export interface RestGateway {
  /** Base URL to give supabase-js. */
  url: string;
  /** Stops the gateway. */
  stop(): Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'proxy-connection']);

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/** Starts a gateway on a free port forwarding /rest/v1/* to `upstream` (PostgREST's base URL). */
export async function startRestGateway(upstream: string): Promise<RestGateway> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (!path.startsWith('/rest/v1')) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'no route' }));
      return;
    }
    const upstreamRequest = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: path.slice('/rest/v1'.length) || '/', headers: forwardable(req.headers), agent },
      (upstreamResponse) => {
        res.writeHead(upstreamResponse.statusCode ?? 502, forwardable(upstreamResponse.headers));
        upstreamResponse.pipe(res);
      },
    );
    upstreamRequest.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: `gateway: ${error.message}` }));
    });
    req.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      agent.destroy();
    },
  };
}
