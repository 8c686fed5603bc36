/**
 * A real PostgreSQL reached through DATABASE_URL (node-postgres). Data API statements run on
 * per-identity pools whose connections were switched once to the API role (and to read-only for
 * reads), so each request is a single statement: one round trip, its own implicit transaction.
 */
import pg from 'pg';
import type { ApiRole } from './local-keys.ts';
import { switchRoleSql, type ApiStatement, type Database, type Queryable, type Row, type TransactionOptions } from './database.ts';

/** Connections per identity pool (role × read-only), opened on demand. */
const POOL_SIZE = 10;

/** Most distinct statements prepared by name on each connection. */
const MAX_NAMED_STATEMENTS = 500;

/** Switches a new API connection to its role, claims and read-only mode for good. */
const SESSION_SETUP_SQL =
  "select set_config('role', $1, false), set_config('request.jwt.claims', $2, false), set_config('default_transaction_read_only', $3, false)";

function queryableOf(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async (sql, params) => (await client.query<Row>(sql, params ? [...params] : undefined)).rows,
    exec: async (sql) => {
      await client.query(sql);
    },
  };
}

/** Opens PostgreSQL at `databaseUrl`; sessions use UTC like hosted Supabase. */
export async function openPostgresDatabase(databaseUrl: string): Promise<Database> {
  const config = { connectionString: databaseUrl, options: '-c TimeZone=UTC' };
  const admin = new pg.Pool({ ...config, max: 2 });
  const onIdleError = (error: Error) => console.error('[stand-in] idle PostgreSQL connection failed:', error.message);
  admin.on('error', onIdleError);
  const probe = await admin.connect();
  probe.release();
  const apiPools = new Map<string, pg.Pool>();
  const switchedClients = new WeakSet<pg.PoolClient>();
  // node-postgres prepares a named statement once per connection and keeps it for the
  // connection's life, so the set of names is capped: shapes beyond it run unnamed.
  const statementNames = new Map<string, string | undefined>();
  const nameStatement = (sql: string): string | undefined => {
    const name = statementNames.size < MAX_NAMED_STATEMENTS ? `standin_${statementNames.size + 1}` : undefined;
    if (name) statementNames.set(sql, name);
    return name;
  };

  /** The pool whose sessions run as `role` with `claims`, read-only or not. */
  const apiPool = (role: ApiRole, claims: string, readOnly: boolean): pg.Pool => {
    const key = JSON.stringify([role, claims, readOnly]);
    let pool = apiPools.get(key);
    if (!pool) {
      // Session-level settings (is_local = false): they stay for the life of the connection.
      pool = new pg.Pool({ ...config, max: POOL_SIZE });
      pool.on('error', onIdleError);
      apiPools.set(key, pool);
    }
    return pool;
  };

  const self = queryableOf(admin);
  let closed = false;
  return {
    kind: 'postgres',
    query: self.query,
    exec: self.exec,
    async run(statement: ApiStatement) {
      const client = await apiPool(statement.role, statement.claims, statement.readOnly).connect();
      let broken = false;
      try {
        if (!switchedClients.has(client)) {
          // Session-level settings (is_local = false) stay for the life of the connection. Until
          // they succeed the connection is never used, so nothing runs as the login user.
          await client.query(SESSION_SETUP_SQL, [statement.role, statement.claims, statement.readOnly ? 'on' : 'off']);
          switchedClients.add(client);
        }
        const name = statementNames.get(statement.sql) ?? nameStatement(statement.sql);
        const result = await client.query<Array<string | null>>({ name, text: statement.sql, values: [...statement.params], rowMode: 'array' });
        return result.rows;
      } catch (error) {
        broken = !switchedClients.has(client);
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async transaction<T>(role: ApiRole | null, work: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
      const client = await admin.connect();
      let broken = false;
      try {
        await client.query(options.readOnly ? 'begin read only' : 'begin');
        if (role) {
          const { sql, params } = switchRoleSql(role, options.claims);
          await client.query(sql, params);
        }
        const result = await work(queryableOf(client));
        await client.query('commit');
        return result;
      } catch (error) {
        try {
          await client.query('rollback');
        } catch {
          broken = true;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([admin.end(), ...[...apiPools.values()].map((pool) => pool.end())]);
    },
  };
}
