/**
 * A tiny stand-in for the PostgREST endpoint of `quiz_images` (insert and filtered select), started by a test on
 * port 0, so the quiz functions' supabase-js calls can be checked without the local stand-in server.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A running fake. */
export interface FakePostgrest {
  /** Base URL to use as SUPABASE_URL. */
  url: string;
  /** Rows by id. */
  rows: Map<string, Record<string, unknown>>;
  /** Requests received, in order. */
  requests: RecordedRequest[];
  /** Makes every following request fail with this status (0 to succeed again). */
  failWith(status: number): void;
  /** Runs once before the next request is answered (to simulate a concurrent writer). */
  beforeNext(action: () => void): void;
  /** Stops the server. */
  close(): Promise<void>;
}

/** Starts the fake on a free loopback port. */
export async function startFakePostgrest(): Promise<FakePostgrest> {
  const rows = new Map<string, Record<string, unknown>>();
  const requests: RecordedRequest[] = [];
  let failure = 0;
  let pending: (() => void) | undefined;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = new URL(req.url ?? '/', 'http://localhost');
      const action = pending;
      pending = undefined;
      action?.();
      res.setHeader('Content-Type', 'application/json');
      if (failure > 0) {
        res.statusCode = failure;
        res.end(JSON.stringify({ message: 'fake failure', code: 'XX000' }));
        return;
      }
      if (url.pathname !== '/rest/v1/quiz_images') {
        res.statusCode = 404;
        res.end(JSON.stringify({ message: 'not found' }));
        return;
      }
      if (req.method === 'POST') {
        const incoming = JSON.parse(body) as Record<string, unknown>[];
        if (incoming.some((row) => rows.has(String(row.id)))) {
          res.statusCode = 409;
          res.end(JSON.stringify({ code: '23505', message: 'duplicate key value violates unique constraint "quiz_images_pkey"' }));
          return;
        }
        for (const row of incoming) rows.set(String(row.id), row);
        res.statusCode = 201;
        res.end();
        return;
      }
      const category = url.searchParams.get('category')?.replace(/^eq\./, '');
      const columns = (url.searchParams.get('select') ?? '*').split(',').map((column) => column.trim());
      const selected = [...rows.values()]
        .filter((row) => category === undefined || row.category === category)
        .map((row) => Object.fromEntries(columns.map((column) => [column, row[column]])));
      res.statusCode = 200;
      res.end(JSON.stringify(selected));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    rows,
    requests,
    failWith(status) {
      failure = status;
    },
    beforeNext(action) {
      pending = action;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
