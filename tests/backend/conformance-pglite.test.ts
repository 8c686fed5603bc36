/** The conformance suite against the stand-in on PGlite (a fresh data folder). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { startServer, type RunningServer } from '../../supabase/local/server.ts';
import { defineConformanceSuite } from './support/conformance-suite.ts';

describe('stand-in on PGlite', () => {
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'playground-conformance-'));
    server = await startServer({ port: 0, dataDir });
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  defineConformanceSuite(() => ({ url: server.url }));
});
