/**
 * The site's catalogue is the one list of game and tool ids; the database keeps its own copy in the
 * `game_clicks` CHECK constraint and the seed rows. This test runs the real migrations on PGlite and fails when the
 * copies drift apart, so a game added to the catalogue cannot silently lose its click counts.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameIds } from '../../src/lib/game-catalogue';
import type { Database } from '../../supabase/local/database.ts';
import { applyMigrations } from '../../supabase/local/migrations.ts';
import { openPgliteDatabase } from '../../supabase/local/pglite-database.ts';

const migrationsDir = fileURLToPath(new URL('../../supabase/migrations', import.meta.url));

describe('game ids: catalogue and database', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openPgliteDatabase(undefined);
    await applyMigrations(db, migrationsDir);
  });

  afterAll(async () => {
    await db?.close();
  });

  it('the game_clicks CHECK constraint allows exactly the catalogue ids', async () => {
    const rows = await db.query("select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'game_clicks_game_id_is_known'");
    expect(rows, 'the constraint game_clicks_game_id_is_known exists').toHaveLength(1);
    const definition = String(rows[0]?.definition);
    const allowed = [...definition.matchAll(/'([^']+)'::text/g)].map((match) => match[1]);
    expect([...allowed].sort(), 'ids in the CHECK constraint').toEqual([...gameIds].sort());
  });

  it('a fresh database has one zero-count row per catalogue id', async () => {
    const rows = await db.query('select game_id, click_count from public.game_clicks order by game_id');
    expect(rows.map((row) => row.game_id), 'seeded game_clicks rows').toEqual([...gameIds].sort());
    expect(rows.every((row) => row.click_count === 0), 'every seeded count is 0').toBe(true);
  });

  it('register_game_click counts every catalogue id and refuses any other', async () => {
    for (const id of gameIds) {
      const [row] = await db.query('select public.register_game_click($1) as count', [id]);
      expect(row?.count, `first click on ${id}`).toBe(1);
    }
    await expect(db.query('select public.register_game_click($1)', ['text-style-converter'])).rejects.toThrow(/unknown game id/);
  });
});
