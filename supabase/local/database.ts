/**
 * The stand-in's view of a database: PGlite (embedded, persisted in a folder) or a real
 * PostgreSQL (DATABASE_URL). Every API request runs in one transaction as an API role.
 */
import type { ApiRole } from './local-keys.ts';

/** One result row, keyed by column name. */
export type Row = Record<string, unknown>;

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one statement with bound parameters ($1, $2, …) and returns its rows. */
  query(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of statements without parameters. */
  exec(sql: string): Promise<void>;
}

/** Options of one API transaction. */
export interface TransactionOptions {
  /** Start the transaction READ ONLY (GET and HEAD requests, as PostgREST does). */
  readOnly?: boolean;
  /** JSON text for `request.jwt.claims`, as PostgREST sets it. */
  claims?: string;
}

/** One data API statement and the identity it runs under. */
export interface ApiStatement {
  /** Role of the request's key. */
  role: ApiRole;
  /** JWT claims as JSON text, for `request.jwt.claims`. */
  claims: string;
  /** Run READ ONLY (GET and HEAD, as PostgREST does). */
  readOnly: boolean;
  /** SQL text with $1… placeholders; every output column is text. */
  sql: string;
  /** Parameter values. */
  params: ReadonlyArray<string | null>;
}

/** An open database. */
export interface Database extends Queryable {
  /** Which engine this is. */
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs one data API statement in its own transaction as `role` (grants and row level security
   * apply exactly as on hosted Supabase) and returns its rows as arrays of text fields.
   */
  run(statement: ApiStatement): Promise<Array<Array<string | null>>>;
  /**
   * Runs `work` in a transaction, as `role` when given (`set_config('role', …, true)`), so grants
   * and row level security apply exactly as on hosted Supabase. Commits on success, rolls back on throw.
   */
  transaction<T>(role: ApiRole | null, work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** Closes the database (flushes PGlite to disk, ends the PostgreSQL pool). */
  close(): Promise<void>;
}

/** The statement that switches a transaction to an API role, as PostgREST does before each request. */
export function switchRoleSql(role: ApiRole, claims: string | undefined, readOnly = false): { sql: string; params: string[] } {
  const params = [role, claims ?? JSON.stringify({ role })];
  if (!readOnly) return { sql: "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", params };
  return {
    sql: "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('transaction_read_only', 'on', true)",
    params,
  };
}

/** A PostgreSQL error as both PGlite and node-postgres report it. */
export interface DatabaseErrorFields {
  /** SQLSTATE, e.g. 23514. */
  code: string;
  /** Primary message. */
  message: string;
  /** DETAIL, when the server sent one. */
  detail?: string;
  /** HINT, when the server sent one. */
  hint?: string;
}

/** True when `error` came from the database server (it carries a five-character SQLSTATE). */
export function isDatabaseError(error: unknown): error is DatabaseErrorFields {
  if (typeof error !== 'object' || error === null) return false;
  const code: unknown = Reflect.get(error, 'code');
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof Reflect.get(error, 'message') === 'string';
}
