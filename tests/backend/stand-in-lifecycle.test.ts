/**
 * The stand-in's life cycle: data survives a restart, migrations apply once, one process owns a
 * PGlite folder, and the CLI prints its address and exits cleanly on SIGTERM.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDirFromEnv, serverOptionsFromEnv } from '../../supabase/local/env-options.ts';
import { startServer } from '../../supabase/local/server.ts';
import { anonClient, serviceClient } from './support/supabase-clients.ts';
import { startStandInProcess } from './support/stand-in-process.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MIGRATION_COUNT = readdirSync(fileURLToPath(new URL('../../supabase/migrations', import.meta.url))).filter((file) => file.endsWith('.sql')).length;

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'playground-lifecycle-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('stand-in life cycle', () => {
  it('keeps scores and clicks across a restart and applies each migration once', async () => {
    const first = await startServer({ port: 0, dataDir });
    const name = `Keep${Date.now() % 100000}`;
    expect((await serviceClient(first.url).from('game_scores').insert({ game_type: 'apple', player_name: name, score: 420 })).error).toBeNull();
    expect((await anonClient(first.url).rpc('register_game_click', { p_game_id: 'ai-story' })).data).toBe(1);
    await first.close();

    const second = await startServer({ port: 0, dataDir });
    const client = anonClient(second.url);
    const scores = await client.from('game_scores').select('player_name, score').eq('player_name', name);
    expect(scores.data).toEqual([{ player_name: name, score: 420 }]);
    expect((await client.rpc('register_game_click', { p_game_id: 'ai-story' })).data).toBe(2);
    await second.close();

    const db = await PGlite.create(dataDir);
    const applied = await db.query<{ count: number }>('select count(*)::int as count from supabase_migrations.schema_migrations');
    await db.close();
    expect(applied.rows[0].count).toBe(MIGRATION_COUNT);
  }, 90_000);

  it('runs from the CLI, refuses a second owner of its data folder, and exits 0 on SIGTERM', async () => {
    const cli = await startStandInProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      expect(cli.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const clicks = await anonClient(cli.url).from('game_clicks').select('game_id');
      expect(clicks.data).toHaveLength(16);
      await expect(startServer({ port: 0, dataDir })).rejects.toThrow(/Another stand-in \(pid \d+\) is using/);
    } finally {
      expect(await cli.stop()).toBe(0);
    }
    expect(existsSync(join(dataDir, 'stand-in.lock'))).toBe(false);
  }, 90_000);

  it('keeps DATA_DIR=memory:// in memory instead of creating a folder named "memory:" (issue 16, fault 7)', async () => {
    expect(dataDirFromEnv('memory://')).toBe('memory://');
    expect(dataDirFromEnv('some/folder')).toBe(join(process.cwd(), 'some/folder'));
    expect(serverOptionsFromEnv({ DATA_DIR: '', PORT: '0', MAX_CONNECTIONS_PER_ADDRESS: '9' })).toMatchObject({ dataDir: undefined, port: 0, maxConnectionsPerAddress: 9 });
    expect(() => serverOptionsFromEnv({ HEADERS_TIMEOUT_MS: 'soon' })).toThrow(/HEADERS_TIMEOUT_MS must be an integer/);
    const cli = await startStandInProcess({ DATA_DIR: 'memory://', DATABASE_URL: '' });
    try {
      expect(cli.output()).toContain('(PGlite in memory)');
      expect((await anonClient(cli.url).from('game_clicks').select('game_id')).data).toHaveLength(16);
    } finally {
      expect(await cli.stop()).toBe(0);
    }
    expect(existsSync(join(REPO_ROOT, 'memory:'))).toBe(false);
  }, 90_000);
});
