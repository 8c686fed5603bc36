/**
 * The server Playwright starts (webServer): the stand-in on PORT (default 4173) serving dist/ (or E2E_DIST_DIR),
 * with a fresh PGlite folder in the temp directory so every run starts from the migrations
 * alone. The folder is removed on SIGINT/SIGTERM; folders of earlier runs that were killed
 * outright (their lock names a dead process) are removed at start.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { liveLockHolder } from '../supabase/local/data-dir-lock.ts';
import { startServer } from '../supabase/local/server.ts';

const PREFIX = 'playground-e2e-';

/** Removes data folders of earlier e2e servers whose process is gone. */
function removeStaleFolders(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const folder = join(tmpdir(), name);
    if (liveLockHolder(folder) === undefined) rmSync(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  removeStaleFolders();
  // End-to-end specs replay `?seed=N` games: let game-session honour a fixed seed (never set on a real deployment).
  process.env.GAME_FIXED_SEEDS ??= 'on';
  const port = process.env.PORT ? Number(process.env.PORT) : 4173;
  const dataDir = mkdtempSync(join(tmpdir(), PREFIX));
  const server = await startServer({ port, dataDir, host: process.env.HOST || undefined, distDir: process.env.E2E_DIST_DIR || undefined });
  process.stdout.write(`Playground e2e stand-in listening on ${server.url} (${server.storage})\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server
      .close()
      .catch((error: unknown) => console.error('[e2e-server] shutdown failed:', error))
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[e2e-server] could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
