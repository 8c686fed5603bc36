/** The embedded database: PGlite (PostgreSQL in WebAssembly), in memory or persisted in a folder. */
import { PGlite, protocol } from '@electric-sql/pglite';
import type { ApiRole } from './local-keys.ts';
import { StatementCache } from './statement-cache.ts';
import { switchRoleSql, type ApiStatement, type Database, type Queryable, type Row, type TransactionOptions } from './database.ts';

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * One data API statement as a single protocol batch: Close of evicted statements, then
 * (Parse when new)/Bind/Execute of the role switch and of the statement, then one Sync. Without
 * BEGIN, everything before the Sync is one implicit transaction, so the transaction-local role
 * applies to the statement and ends with it.
 */
function apiBatch(statement: ApiStatement, cache: StatementCache): { batch: Uint8Array; fresh: string[] } {
  const setup = switchRoleSql(statement.role, statement.claims, statement.readOnly);
  const parts: Uint8Array[] = [];
  const fresh: string[] = [];
  const bindAndRun = (sql: string, values: ReadonlyArray<string | null>) => {
    const { name, prepared } = cache.nameFor(sql);
    if (!prepared) {
      parts.push(serialize.parse({ name, text: sql }));
      fresh.push(sql);
    }
    parts.push(serialize.bind({ statement: name, values: [...values] }), serialize.execute({}));
  };
  bindAndRun(setup.sql, setup.params);
  bindAndRun(statement.sql, statement.params);
  const closes = cache.takeEvicted().map((name) => serialize.close({ type: 'S', name }));
  return { batch: concat([...closes, ...parts, serialize.sync()]), fresh };
}

/** Opens PGlite persisted under `dataDir`, or in memory when `dataDir` is undefined. */
export async function openPgliteDatabase(dataDir: string | undefined): Promise<Database> {
  const db = await PGlite.create(dataDir);
  // Same wall-clock zone as hosted Supabase, so timestamps read back as `…+00:00`.
  await db.exec("set timezone = 'UTC'");
  let closed = false;
  const statements = new StatementCache();
  const toQueryable = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async (sql, params) => (await target.query<Row>(sql, params ? [...params] : undefined)).rows,
    exec: async (sql) => {
      await target.exec(sql);
    },
  });
  const self = toQueryable(db);
  return {
    kind: 'pglite',
    query: self.query,
    exec: self.exec,
    run: (statement) =>
      db._runExclusiveTransaction(() =>
        db._runExclusiveQuery(async () => {
          const { batch, fresh } = apiBatch(statement, statements);
          let result;
          try {
            result = await db.execProtocol(batch, { syncToFs: !statement.readOnly });
          } catch (error) {
            // A statement parsed in a failed batch may or may not exist now: prepare it afresh.
            for (const sql of fresh) statements.forget(sql);
            throw error;
          }
          const rows: Array<Array<string | null>> = [];
          let executed = 0;
          for (const message of result.messages) {
            if (message.name === 'commandComplete') executed++;
            else if (executed === 1 && message instanceof protocol.messages.DataRowMessage) rows.push(message.fields);
          }
          return rows;
        }),
      ),
    transaction: <T>(role: ApiRole | null, work: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}) =>
      db.transaction(async (tx) => {
        if (role) {
          const { sql, params } = switchRoleSql(role, options.claims, options.readOnly);
          await tx.query(sql, params);
        }
        return work(toQueryable(tx));
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      await db.close();
    },
  };
}
