/**
 * The data API: `/rest/v1/<table>` (GET, HEAD, POST, PATCH, DELETE) and `/rest/v1/rpc/<fn>`
 * (POST, GET, HEAD), answering like PostgREST 12. Each request is one transaction as the role of
 * its key, so grants and row level security decide exactly as on hosted Supabase.
 */
import { exceedsJsonDepth, maxJsonDepth } from '../functions/_shared/http/json-depth.ts';
import type { Database } from './database.ts';
import type { ApiRole } from './local-keys.ts';
import { badRequest, fromDatabaseError, RestError, unsupported } from './postgrest-errors.ts';
import { parseAccept, parsePrefer, parseTableQuery, type ResponseShape, type SelectItem } from './rest-request.ts';
import { buildCall, buildDelete, buildInsert, buildRead, buildUpdate, type Statement } from './rest-sql.ts';
import { API_SCHEMA, type FunctionInfo, type SchemaCache, type TableInfo } from './schema-cache.ts';

/** One data API request, already authenticated. */
export interface RestRequest {
  /** HTTP method. */
  method: string;
  /** Path below `/rest/v1`, e.g. `/game_scores` or `/rpc/register_game_click`. */
  path: string;
  /** Query parameters. */
  params: URLSearchParams;
  /** Request headers. */
  headers: Headers;
  /** Raw body text ('' when none). */
  body: string;
  /** Role of the presented key. */
  role: ApiRole;
  /** JWT claims as JSON, for `request.jwt.claims`. */
  claims: string;
}

/** The answer to a data API request. */
export interface RestResponse {
  /** HTTP status. */
  status: number;
  /** Response headers. */
  headers: Record<string, string>;
  /** Body text, or null for none. */
  body: string | null;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** PostgREST's Content-Range value and status for a page of `page` rows at `offset` of `total`. */
function rangeOf(offset: number, page: number, total: number | null): { status: number; contentRange: string } {
  const upper = offset + page - 1;
  const range = total !== 0 && offset <= upper ? `${offset}-${upper}` : '*';
  const contentRange = `${range}/${total === null ? '*' : total}`;
  if (total === null) return { status: 200, contentRange };
  if (offset > total) return { status: 416, contentRange };
  return { status: 1 + upper - offset < total ? 206 : 200, contentRange };
}

function parseJsonBody(body: string): unknown {
  // Bounded before parsing: a body nested thousands of levels deep would overflow the stack of JSON.stringify below.
  if (exceedsJsonDepth(body)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', `The body nests arrays or objects deeper than ${maxJsonDepth} levels.`);
  }
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkProfile(request: RestRequest): void {
  const reading = request.method === 'GET' || request.method === 'HEAD';
  const profile = request.headers.get(reading ? 'accept-profile' : 'content-profile');
  if (profile !== null && profile !== API_SCHEMA) {
    throw new RestError(406, 'PGRST106', `The schema must be one of the following: ${API_SCHEMA}`);
  }
}

/** Shapes a JSON array body for `Accept: application/vnd.pgrst.object+json`. */
function singleObject(body: string, page: number): string {
  if (page !== 1) {
    throw new RestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${page} rows`);
  }
  const rows = JSON.parse(body) as unknown[];
  return JSON.stringify(rows[0]);
}

function contentType(shape: ResponseShape): string {
  return shape.single ? 'application/vnd.pgrst.object+json; charset=utf-8' : JSON_TYPE;
}

/** Runs a statement as the request's role; answers the first row's text fields. */
async function runStatement(db: Database, request: RestRequest, statement: Statement, readOnly: boolean): Promise<Array<string | null>> {
  try {
    const rows = await db.run({ role: request.role, claims: request.claims, readOnly, sql: statement.sql, params: statement.params });
    return rows[0] ?? [];
  } catch (error) {
    throw fromDatabaseError(error, request.role);
  }
}

function requireTable(schema: SchemaCache, name: string): TableInfo {
  const table = schema.tables.get(name);
  if (!table) throw new RestError(404, '42P01', `relation "${API_SCHEMA}.${name}" does not exist`);
  return table;
}

async function readTable(db: Database, table: TableInfo, request: RestRequest): Promise<RestResponse> {
  const query = parseTableQuery(request.params);
  const prefer = parsePrefer(request.headers.get('prefer'));
  const shape = parseAccept(request.headers.get('accept'));
  const head = request.method === 'HEAD';
  const [totalText, pageText, bodyText] = await runStatement(db, request, buildRead(table, query, { count: prefer.count, head, stripNulls: shape.stripNulls }), true);
  const page = Number(pageText);
  const total = totalText === null || totalText === undefined ? null : Number(totalText);
  const { status, contentRange } = rangeOf(query.offset, page, total);
  const headers: Record<string, string> = { 'Content-Type': contentType(shape), 'Content-Range': contentRange };
  if (prefer.count) headers['Preference-Applied'] = 'count=exact';
  if (status === 416) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${query.offset} was requested, but there are only ${total} rows.`, null, headers);
  }
  if (head) return { status, headers, body: null };
  const body = String(bodyText);
  return { status, headers, body: shape.single ? singleObject(body, page) : body };
}

/** The column names of an insert body, or PGRST102 when objects disagree. */
function insertColumns(rows: Array<Record<string, unknown>>, columnsParam: string[] | null): string[] {
  if (columnsParam !== null) return columnsParam;
  if (rows.length === 0) return [];
  const first = Object.keys(rows[0]).sort();
  for (const row of rows.slice(1)) {
    const keys = Object.keys(row).sort();
    if (keys.length !== first.length || keys.some((key, index) => key !== first[index])) {
      throw new RestError(400, 'PGRST102', 'All object keys must match');
    }
  }
  return Object.keys(rows[0]);
}

async function writeTable(db: Database, table: TableInfo, request: RestRequest): Promise<RestResponse> {
  const query = parseTableQuery(request.params);
  const prefer = parsePrefer(request.headers.get('prefer'));
  const shape = parseAccept(request.headers.get('accept'));
  const returning: SelectItem[] | null = prefer.returnRepresentation ? query.select : null;
  let statement: Statement;
  if (request.method === 'POST') {
    if (query.filters.length > 0 || query.order.length > 0 || query.limit !== null) throw unsupported('Filters, order or limit on an insert');
    const payload = parseJsonBody(request.body);
    const rows = Array.isArray(payload) ? payload : [payload];
    if (!rows.every(isPlainObject)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'An insert body must be a JSON object or an array of objects.');
    const columns = insertColumns(rows, query.columns);
    if (prefer.missingDefault && query.columns !== null) throw unsupported('Prefer: missing=default together with the columns parameter');
    // An empty array still runs its (zero-row) INSERT, as PostgREST does, so a role without the insert privilege gets
    // 401/42501 for it rather than a 201 that suggests the table takes its rows.
    statement = buildInsert(table, columns, JSON.stringify(rows), returning, shape.stripNulls);
  } else {
    if (query.order.length > 0 || query.limit !== null || query.offset > 0) throw unsupported('order, limit or offset on an update or delete');
    if (request.method === 'PATCH') {
      const payload = parseJsonBody(request.body);
      if (!isPlainObject(payload)) throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'An update body must be one JSON object.');
      const columns = Object.keys(payload);
      if (columns.length === 0) throw badRequest('An update needs at least one column to set', null, 'Send a JSON object with the columns to change.');
      statement = buildUpdate(table, columns, JSON.stringify(payload), query.filters, returning, shape.stripNulls);
    } else {
      statement = buildDelete(table, query.filters, returning, shape.stripNulls);
    }
  }
  const [, pageText, bodyText] = await runStatement(db, request, statement, false);
  const page = Number(pageText);
  const range = request.method === 'PATCH' ? rangeOf(0, page, null).contentRange : '*/*';
  const headers: Record<string, string> = { 'Content-Range': range };
  if (!returning) return { status: request.method === 'POST' ? 201 : 204, headers, body: null };
  headers['Content-Type'] = contentType(shape);
  headers['Preference-Applied'] = 'return=representation';
  const body = String(bodyText);
  return { status: request.method === 'POST' ? 201 : 200, headers, body: shape.single ? singleObject(body, page) : body };
}

/** Picks the overload of `name` whose named arguments fit `keys`, or PostgREST's PGRST202. */
function resolveFunction(schema: SchemaCache, name: string, keys: string[]): FunctionInfo {
  const overloads = schema.functions.get(name) ?? [];
  const match = overloads.find((fn) => {
    if (fn.args.some((arg) => arg.name === null)) return false;
    const names = fn.args.map((arg) => String(arg.name));
    const required = names.slice(0, names.length - fn.defaultCount);
    return keys.every((key) => names.includes(key)) && required.every((arg) => keys.includes(arg));
  });
  if (match) return match;
  const sorted = [...keys].sort();
  const qualified = `${API_SCHEMA}.${name}`;
  const withArgs = sorted.length === 0 ? `${qualified} without parameters` : `${qualified}(${sorted.join(', ')})`;
  const searched = sorted.length === 0 ? `${qualified} without parameters` : `${qualified} with parameters ${sorted.join(', ')}`;
  const candidate = overloads[0];
  const hint = candidate ? `Perhaps you meant to call the function ${qualified}(${candidate.args.map((arg) => arg.name ?? '').join(', ')})` : null;
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${withArgs} in the schema cache`,
    `Searched for the function ${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    hint,
  );
}

async function callFunction(db: Database, schema: SchemaCache, name: string, request: RestRequest): Promise<RestResponse> {
  let args: Record<string, unknown>;
  const reading = request.method === 'GET' || request.method === 'HEAD';
  if (reading) {
    args = {};
    for (const [key, value] of request.params) if (!['select', 'order', 'limit', 'offset', 'apikey'].includes(key)) args[key] = value;
  } else {
    for (const key of request.params.keys()) if (key !== 'apikey') throw unsupported('Filters and modifiers on a function result');
    const payload = request.body.trim() === '' ? {} : parseJsonBody(request.body);
    if (!isPlainObject(payload)) {
      throw Array.isArray(payload) ? unsupported('Calling a function with an array body (bulk call)') : new RestError(400, 'PGRST102', 'Empty or invalid json');
    }
    args = payload;
  }
  const shape = parseAccept(request.headers.get('accept'));
  if (shape.single) throw unsupported('application/vnd.pgrst.object+json on a function call');
  const keys = Object.keys(args);
  const fn = resolveFunction(schema, name, keys);
  const [bodyText] = await runStatement(db, request, buildCall(fn, keys, JSON.stringify(args)), reading);
  if (fn.returnType === 'void' && !fn.returnsSet) return { status: 204, headers: {}, body: null };
  const body = bodyText === null || bodyText === undefined ? 'null' : bodyText;
  return { status: 200, headers: { 'Content-Type': JSON_TYPE, 'Content-Range': '0-0/*' }, body: reading && request.method === 'HEAD' ? null : body };
}

/** Answers one data API request; every failure becomes a PostgREST-shaped error response. */
export async function handleRestRequest(db: Database, schema: SchemaCache, request: RestRequest): Promise<RestResponse> {
  try {
    checkProfile(request);
    const segments = request.path.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
    if (segments.length === 2 && segments[0] === 'rpc') {
      if (!['GET', 'HEAD', 'POST'].includes(request.method)) throw unsupported(`${request.method} on a function`);
      return await callFunction(db, schema, segments[1], request);
    }
    if (segments.length !== 1) throw unsupported(segments.length === 0 ? 'The OpenAPI description (GET /rest/v1/)' : `The path ${request.path}`);
    const table = requireTable(schema, segments[0]);
    if (request.method === 'GET' || request.method === 'HEAD') return await readTable(db, table, request);
    if (request.method === 'POST' || request.method === 'PATCH' || request.method === 'DELETE') return await writeTable(db, table, request);
    throw unsupported(`${request.method} (use POST to insert, PATCH to update)`);
  } catch (error) {
    if (error instanceof RestError) {
      return {
        status: error.status,
        headers: { 'Content-Type': JSON_TYPE, ...error.headers },
        body: request.method === 'HEAD' ? null : JSON.stringify(error.body),
      };
    }
    if (error instanceof URIError) {
      return { status: 400, headers: { 'Content-Type': JSON_TYPE }, body: JSON.stringify(badRequest('Malformed percent-encoding in the path').body) };
    }
    throw error;
  }
}
