/**
 * `npm run dev`: the embedded backend stand-in (PORT_API, default 54321, data in DATA_DIR or .data) and the Vite dev
 * server with hot reload (default http://127.0.0.1:5173) in one command. Vite proxies /rest/v1 and /functions/v1
 * to the stand-in (vite.config.ts, BACKEND_URL).
 */
import '../supabase/local/regexp-tuning.ts';
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { startServer } from '../supabase/local/server.ts';

const apiPort = Number(process.env.PORT_API ?? 54321);
const backend = await startServer({ port: apiPort, dataDir: process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : undefined });
process.env.BACKEND_URL = backend.url;
const vite = await createServer({ server: { host: '127.0.0.1' } });
await vite.listen();
console.info(`Backend stand-in: ${backend.url} (${backend.storage})`);
vite.printUrls();

let stopping = false;
async function stop() {
  if (stopping) process.exit(1);
  stopping = true;
  await vite.close();
  await backend.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
