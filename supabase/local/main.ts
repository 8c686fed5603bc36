/**
 * CLI entry of the local stand-in (`npm run backend`, and `npm start` after the build).
 * Environment: PORT (default 54321), HOST (default 127.0.0.1), DATA_DIR (default .data),
 * DATABASE_URL (PostgreSQL instead of PGlite), SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY,
 * VITE_SUPABASE_URL (extra API origin allowed by the site's CSP), and the connection bounds read by env-options.ts.
 * See supabase/README.md.
 */
import './regexp-tuning.ts';
import { serverOptionsFromEnv } from './env-options.ts';
import { startServer } from './server.ts';

async function main(): Promise<void> {
  const server = await startServer(serverOptionsFromEnv(process.env));
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
