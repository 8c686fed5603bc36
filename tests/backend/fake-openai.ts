/**
 * A local OpenAI-compatible chat-completions server for tests (node:http on port 0): each request takes the next
 * scripted behaviour (answer with content, fail with a status, or hang until the server closes) and is recorded.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server does with one request. */
export type FakeModelBehaviour = { kind: 'answer'; content: unknown } | { kind: 'fail'; status: number } | { kind: 'hang' };

/** One request the server received. */
export interface FakeModelRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** Whether the caller has gone (connection closed) before an answer was sent; set when it happens. */
  abandoned: boolean;
}

/** A running fake model server. */
export interface FakeModelServer {
  /** Base URL for AI_BASE_URL (ends in /v1). */
  baseUrl: string;
  /** Requests received, in order. */
  requests: FakeModelRequest[];
  /** Scripts the next requests; once the script runs out, the last behaviour repeats. */
  script(...behaviours: FakeModelBehaviour[]): void;
  /** Stops the server, dropping hanging requests. */
  close(): Promise<void>;
}

/** Starts the fake model server on a free loopback port. */
export async function startFakeModelServer(): Promise<FakeModelServer> {
  const requests: FakeModelRequest[] = [];
  let queue: FakeModelBehaviour[] = [{ kind: 'answer', content: 'Hello from the model.' }];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const record: FakeModelRequest = { path: req.url ?? '', headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>, abandoned: false };
      requests.push(record);
      res.on('close', () => {
        if (!res.writableFinished) record.abandoned = true;
      });
      const behaviour = (queue.length > 1 ? queue.shift() : queue[0]) ?? { kind: 'fail', status: 500 };
      if (behaviour.kind === 'hang') return;
      res.setHeader('Content-Type', 'application/json');
      if (behaviour.kind === 'fail') {
        res.statusCode = behaviour.status;
        res.end(JSON.stringify({ error: { message: 'scripted failure' } }));
        return;
      }
      res.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: behaviour.content } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script(...behaviours) {
      queue = behaviours;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
