/**
 * CLI entry of the local stand-in (`npm run backend`, and `npm start` after the build).
 * Environment: PORT (default 54321), HOST (default 127.0.0.1), DATA_DIR (default .data),
 * DATABASE_URL (PostgreSQL instead of PGlite), SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY,
 * VITE_SUPABASE_URL (extra API origin allowed by the site's CSP). See supabase/README.md.
 */
import { resolve } from 'node:path';
import { DEFAULT_PORT, startServer } from './server.ts';

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be an integer from 0 to 65535, not ${JSON.stringify(value)}`);
  return port;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : undefined;
  const server = await startServer({ port: portFromEnv(process.env.PORT), host: process.env.HOST || undefined, dataDir, databaseUrl });
  process.stdout.write(`Playground stand-in listening on ${server.url} (${server.storage})\n`);
  process.stdout.write(`  site ${server.url}/  data API ${server.url}/rest/v1  functions ${server.url}/functions/v1/<name>\n`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      process.exit(1);
    }
    stopping = true;
    process.stdout.write(`${signal}: shutting down\n`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[stand-in] shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[stand-in] could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
