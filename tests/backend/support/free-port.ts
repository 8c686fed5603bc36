/** Free TCP ports for servers that cannot listen on port 0 themselves (PostgreSQL, PostgREST). */
import { createServer } from 'node:net';

/** Asks the OS for a free port on 127.0.0.1 and releases it for the caller to bind. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
