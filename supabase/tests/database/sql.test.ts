/**
 * Runs the SQL tests of this folder (*.test.sql, pgTAP style) on a fresh in-memory PGlite after
 * the migrations, and again on a throwaway PostgreSQL when its binaries exist. Every assertion
 * becomes its own Vitest test named by the assertion's message.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../local/database.ts';
import { applyMigrations } from '../../local/migrations.ts';
import { startPostgresCluster } from '../../../tests/backend/support/postgres-cluster.ts';
import { postgresUnavailableReason } from '../../../tests/backend/support/postgres-backends.ts';
import { parseTap, TAP_SUBSET_SQL, type TapReport } from './tap-subset.ts';

const TESTS_DIR = fileURLToPath(new URL('.', import.meta.url));
const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));
const testFiles = readdirSync(TESTS_DIR).filter((file) => file.endsWith('.test.sql')).sort();

/** A database that runs a whole test file and hands back every text value its statements returned. */
interface SqlEngine {
  runScript(sql: string): Promise<string[]>;
  close(): Promise<void>;
}

function textValues(rows: Array<Record<string, unknown>>): string[] {
  return rows.flatMap((row) => Object.values(row).filter((value): value is string => typeof value === 'string'));
}

async function pgliteEngine(): Promise<SqlEngine> {
  const db = await PGlite.create();
  const queryable = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async (sql, params) => (await target.query<Record<string, unknown>>(sql, params ? [...params] : undefined)).rows,
    exec: async (sql) => {
      await target.exec(sql);
    },
  });
  await applyMigrations({ transaction: (_role, work) => db.transaction((tx) => work(queryable(tx))) }, MIGRATIONS_DIR);
  await db.exec(TAP_SUBSET_SQL);
  await db.exec('set search_path = public, tap');
  return {
    async runScript(sql) {
      try {
        const results = await db.exec(sql);
        return results.flatMap((result) => textValues(result.rows as Array<Record<string, unknown>>));
      } finally {
        if (db.isInTransaction()) await db.exec('rollback');
      }
    },
    close: () => db.close(),
  };
}

async function postgresEngine(): Promise<SqlEngine> {
  const cluster = await startPostgresCluster();
  const client = new pg.Client({ connectionString: cluster.url('postgres') });
  await client.connect();
  const queryable: Queryable = {
    query: async (sql, params) => (await client.query<Record<string, unknown>>(sql, params ? [...params] : undefined)).rows,
    exec: async (sql) => {
      await client.query(sql);
    },
  };
  const transaction = async <T>(_role: unknown, work: (tx: Queryable) => Promise<T>): Promise<T> => {
    await client.query('begin');
    try {
      const result = await work(queryable);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  };
  await applyMigrations({ transaction }, MIGRATIONS_DIR);
  await client.query(TAP_SUBSET_SQL);
  await client.query('set search_path = public, tap');
  return {
    async runScript(sql) {
      try {
        const results = (await client.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
        const list = Array.isArray(results) ? results : [results];
        return list.flatMap((result) => textValues(result.rows as Array<Record<string, unknown>>));
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
    async close() {
      await client.end();
      await cluster.stop();
    },
  };
}

/** Runs every test file once; a file that dies reports the error as its only problem. */
async function runAll(engine: SqlEngine): Promise<Map<string, TapReport>> {
  const reports = new Map<string, TapReport>();
  for (const file of testFiles) {
    try {
      reports.set(file, parseTap(await engine.runScript(readFileSync(`${TESTS_DIR}${file}`, 'utf8'))));
    } catch (error) {
      reports.set(file, { assertions: [], problems: [`the file stopped with an error: ${error instanceof Error ? error.message : String(error)}`] });
    }
  }
  return reports;
}

function defineReports(reports: Map<string, TapReport>): void {
  for (const [file, report] of reports) {
    describe(file, () => {
      it('runs its whole plan without problems', () => {
        expect(report.problems, report.problems.join('; ')).toEqual([]);
        expect(report.assertions.length, 'assertions reported').toBeGreaterThan(0);
      });
      for (const assertion of report.assertions) {
        it(`${assertion.number}. ${assertion.description}`, () => {
          expect(assertion.pass, assertion.diagnostics || assertion.description).toBe(true);
        });
      }
    });
  }
}

const pglite = await pgliteEngine();
const pgliteReports = await runAll(pglite);
await pglite.close();

describe('SQL tests on PGlite', () => {
  it('finds the test files', () => {
    expect(testFiles.length, 'supabase/tests/database/*.test.sql').toBeGreaterThan(0);
  });
  defineReports(pgliteReports);
});

const postgresReason = postgresUnavailableReason();
const postgres = postgresReason ? null : await postgresEngine();
const postgresReports = postgres ? await runAll(postgres) : new Map<string, TapReport>();
afterAll(async () => {
  await postgres?.close();
});

describe.skipIf(postgres === null)(`SQL tests on PostgreSQL${postgresReason ? ` (skipped: ${postgresReason})` : ''}`, () => {
  defineReports(postgresReports);
});
