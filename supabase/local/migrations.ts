/**
 * Applies supabase/migrations/*.sql in file-name order, each exactly once, recording them in
 * `supabase_migrations.schema_migrations` (the table the Supabase CLI uses for the same purpose).
 * All pending files run in one transaction under an advisory lock, so two processes starting
 * against one PostgreSQL never apply a file twice, and a failing file leaves nothing half done.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './database.ts';

/** A migration file name: `<version>_<name>.sql`. */
const MIGRATION_FILE = /^(\d+)_([a-z0-9_]+)\.sql$/;

/** Arbitrary but fixed key of the advisory lock held while migrating. */
const MIGRATION_LOCK_KEY = 5432_1001;

/** One migration file. */
export interface MigrationFile {
  /** Leading number of the file name, e.g. 20251121000100. */
  version: string;
  /** Rest of the file name, e.g. api_roles. */
  name: string;
  /** Absolute path. */
  path: string;
}

/** Lists the migration files of `dir` in the order they apply; rejects badly named .sql files. */
export async function listMigrations(dir: string): Promise<MigrationFile[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => {
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`Migration file ${file} must be named <version>_<name>.sql (lower-case name)`);
    return { version: match[1], name: match[2], path: join(dir, file) };
  });
}

/** Applies the pending migrations of `dir`; returns the versions it applied. */
export async function applyMigrations(db: Pick<Database, 'transaction'>, dir: string): Promise<string[]> {
  const migrations = await listMigrations(dir);
  return db.transaction(null, async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (version text primary key, name text);
    `);
    const appliedRows = await tx.query('select version from supabase_migrations.schema_migrations');
    const applied = new Set(appliedRows.map((row) => String(row.version)));
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      const sql = await readFile(migration.path, 'utf8');
      try {
        await tx.exec(sql);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Migration ${migration.version}_${migration.name}.sql failed: ${reason}`, { cause: error });
      }
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      done.push(migration.version);
    }
    return done;
  });
}
