/**
 * Errors in PostgREST's shape `{code, details, hint, message}` with PostgREST 12's HTTP status
 * mapping, so supabase-js sees the same error from the stand-in as from hosted Supabase.
 */
import { isDatabaseError } from './database.ts';
import type { ApiRole } from './local-keys.ts';

/** The JSON body of an API error, keys in PostgREST's order. */
export interface PostgrestErrorBody {
  /** SQLSTATE or a PGRSTxxx code. */
  code: string;
  /** Extra detail, or null. */
  details: string | null;
  /** What to do about it, or null. */
  hint: string | null;
  /** What went wrong. */
  message: string;
}

/** An error the API answers with a status and a PostgREST-shaped body. */
export class RestError extends Error {
  /** HTTP status. */
  readonly status: number;
  /** Response body. */
  readonly body: PostgrestErrorBody;
  /** Extra response headers (e.g. WWW-Authenticate, Content-Range). */
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, message: string, details: string | null = null, hint: string | null = null, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.body = { code, details, hint, message };
    this.headers = headers;
  }
}

/** A request PostgREST cannot parse (PGRST100), or a feature the stand-in does not implement. */
export function badRequest(message: string, details: string | null = null, hint: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details, hint);
}

/** A feature of PostgREST that the stand-in does not implement: always a clear 400. */
export function unsupported(feature: string): RestError {
  return new RestError(
    400,
    'PGRST100',
    `${feature} is not supported by the local stand-in`,
    'The stand-in implements the PostgREST subset the site uses: select with columns and aliases, eq/neq/gt/gte/lt/lte/is/in/like/ilike filters (optionally not.), order, limit, offset, count=exact, insert, update, delete and rpc.',
    'See supabase/README.md.',
  );
}

/** PostgREST 12's status for a SQLSTATE; 42501 depends on whether the request was anonymous. */
export function statusForSqlState(code: string, role: ApiRole): number {
  switch (code) {
    case '42501':
      return role === 'anon' ? 401 : 403;
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case 'P0001':
      return 400;
    case '42883':
    case '42P01':
      return 404;
    case '42P17':
    case '53400':
      return 500;
    default:
      break;
  }
  const prefix = code.slice(0, 2);
  if (prefix === '08' || prefix === '53') return 503;
  if (prefix === '0L' || prefix === '0P' || prefix === '28') return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(prefix)) return 500;
  return 400;
}

/** Turns a database error into the RestError PostgREST would answer; other errors pass through. */
export function fromDatabaseError(error: unknown, role: ApiRole): unknown {
  if (!isDatabaseError(error)) return error;
  const status = statusForSqlState(error.code, role);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new RestError(status, error.code, error.message, error.detail || null, error.hint || null, headers);
}
