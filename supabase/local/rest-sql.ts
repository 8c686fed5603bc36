/**
 * Builds the SQL of one data API request from parsed parts and the schema allow-lists. Names are
 * taken from the schema cache and quoted; every client value is a bound parameter cast from text
 * to the column's catalog type (as PostgREST binds its untyped parameters).
 */
import { RestError } from './postgrest-errors.ts';
import type { Filter, OrderTerm, SelectItem } from './rest-request.ts';
import { API_SCHEMA, quoteIdent, type ColumnInfo, type FunctionInfo, type TableInfo } from './schema-cache.ts';

/** Largest page a read returns, like hosted Supabase's `max_rows` (PostgREST's db-max-rows). */
export const MAX_ROWS = 1000;

/** Alias of the table in every statement, so column references are unambiguous. */
const TARGET = '_pgrst_target';

/** A statement and its parameters. */
export interface Statement {
  /** SQL text with $1… placeholders. */
  sql: string;
  /** Parameter values, all strings (or null). */
  params: Array<string | null>;
}

/** Collects parameters and hands out their placeholders. */
class Params {
  readonly values: Array<string | null> = [];

  /** Adds a value and returns `$n::text`. */
  text(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}::text`;
  }

  /** Adds a value cast to `type` (the column's catalog type). */
  typed(value: string, type: string): string {
    return `${this.text(value)}::${type}`;
  }
}

/** `"public"."table"`. */
export function tableRef(table: TableInfo): string {
  return `${quoteIdent(API_SCHEMA)}.${quoteIdent(table.name)}`;
}

/** The column of `table` called `name`, or PostgREST's 42703 error. */
export function requireColumn(table: TableInfo, name: string): ColumnInfo {
  const column = table.columns.get(name);
  if (!column) throw new RestError(400, '42703', `column ${table.name}.${name} does not exist`);
  return column;
}

function columnRef(column: ColumnInfo): string {
  return `${TARGET}.${quoteIdent(column.name)}`;
}

function selectList(table: TableInfo, items: SelectItem[]): string {
  return items
    .map((item) => {
      if (item.column === '*') return `${TARGET}.*`;
      const ref = columnRef(requireColumn(table, item.column));
      return item.alias === null ? ref : `${ref} AS ${quoteIdent(item.alias)}`;
    })
    .join(', ');
}

const COMPARISONS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

function filterCondition(table: TableInfo, filter: Filter, params: Params): string {
  const column = requireColumn(table, filter.column);
  const ref = columnRef(column);
  let condition: string;
  if (filter.operator === 'in') {
    const values = Array.isArray(filter.value) ? filter.value : [filter.value];
    condition = values.length === 0 ? 'false' : `${ref} IN (${values.map((value) => params.typed(value, column.type)).join(', ')})`;
  } else if (filter.operator === 'is') {
    const keyword = String(filter.value).toLowerCase();
    condition = `${ref} IS ${keyword === 'not_null' ? 'NOT NULL' : keyword.toUpperCase()}`;
  } else if (filter.operator === 'like' || filter.operator === 'ilike') {
    const pattern = String(filter.value).replaceAll('*', '%');
    condition = `${ref} ${filter.operator === 'like' ? 'LIKE' : 'ILIKE'} ${params.text(pattern)}`;
  } else {
    condition = `${ref} ${COMPARISONS[filter.operator]} ${params.typed(String(filter.value), column.type)}`;
  }
  return filter.negate ? `NOT (${condition})` : condition;
}

function whereClause(table: TableInfo, filters: Filter[], params: Params): string {
  if (filters.length === 0) return '';
  return ` WHERE ${filters.map((filter) => filterCondition(table, filter, params)).join(' AND ')}`;
}

function orderClause(table: TableInfo, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    const ref = columnRef(requireColumn(table, term.column));
    const nulls = term.nulls === null ? '' : ` NULLS ${term.nulls === 'first' ? 'FIRST' : 'LAST'}`;
    return `${ref} ${term.descending ? 'DESC' : 'ASC'}${nulls}`;
  });
  return ` ORDER BY ${terms.join(', ')}`;
}

function bodyExpression(relation: string, stripNulls: boolean): string {
  const aggregate = `json_agg(${relation})`;
  return `coalesce(${stripNulls ? `json_strip_nulls(${aggregate})` : aggregate}, '[]')::text`;
}

/** What a read returns: `page` rows counted, `body` JSON array (unless head), `total` (if counted). */
export interface ReadOptions {
  /** Also count all matching rows (Prefer: count=exact). */
  count: boolean;
  /** HEAD request: no body. */
  head: boolean;
  /** Leave out null-valued keys. */
  stripNulls: boolean;
}

/** SELECT for GET/HEAD `/rest/v1/<table>`. */
export function buildRead(
  table: TableInfo,
  query: { select: SelectItem[]; filters: Filter[]; order: OrderTerm[]; limit: number | null; offset: number },
  options: ReadOptions,
): Statement {
  const params = new Params();
  const from = `${tableRef(table)} AS ${TARGET}`;
  const where = whereClause(table, query.filters, params);
  const limit = ` LIMIT ${params.typed(String(Math.min(query.limit ?? MAX_ROWS, MAX_ROWS)), 'bigint')}`;
  const offset = query.offset > 0 ? ` OFFSET ${params.typed(String(query.offset), 'bigint')}` : '';
  const source = `SELECT ${selectList(table, query.select)} FROM ${from}${where}${orderClause(table, query.order)}${limit}${offset}`;
  const columns = [
    options.count ? `(SELECT count(*) FROM ${from}${where})::text AS total` : 'NULL::text AS total',
    'count(*)::text AS page',
    options.head ? 'NULL::text AS body' : `${bodyExpression('_pgrst_t', options.stripNulls)} AS body`,
  ];
  return { sql: `SELECT ${columns.join(', ')} FROM (${source}) _pgrst_t`, params: params.values };
}

/** Wraps a data-modifying statement so it answers `page` (rows affected) and `body`. */
function wrapWrite(modify: string, returning: string | null, stripNulls: boolean): string {
  const body = returning === null ? 'NULL::text' : bodyExpression('_pgrst_rows', stripNulls);
  return `WITH _pgrst_rows AS (${modify} RETURNING ${returning ?? '1'}) SELECT NULL::text AS total, count(*)::text AS page, ${body} AS body FROM _pgrst_rows`;
}

/** INSERT for POST `/rest/v1/<table>`: `rowsJson` is a JSON array of objects. */
export function buildInsert(table: TableInfo, columnNames: string[], rowsJson: string, returning: SelectItem[] | null, stripNulls: boolean): Statement {
  const params = new Params();
  const columns = columnNames.map((name) => {
    const column = table.columns.get(name);
    if (!column) throw new RestError(400, 'PGRST204', `Column '${name}' of relation '${table.name}' does not exist`);
    return column;
  });
  const body = `json_populate_recordset(NULL::${tableRef(table)}, ${params.text(rowsJson)}::json) AS _pgrst_body`;
  const targetList = columns.map((column) => quoteIdent(column.name)).join(', ');
  const sourceList = columns.map((column) => `_pgrst_body.${quoteIdent(column.name)}`).join(', ');
  const modify =
    columns.length === 0
      ? `INSERT INTO ${tableRef(table)} AS ${TARGET} SELECT FROM ${body}`
      : `INSERT INTO ${tableRef(table)} AS ${TARGET} (${targetList}) SELECT ${sourceList} FROM ${body}`;
  return { sql: wrapWrite(modify, returning === null ? null : selectList(table, returning), stripNulls), params: params.values };
}

/** UPDATE for PATCH `/rest/v1/<table>`: `rowJson` is one JSON object. */
export function buildUpdate(table: TableInfo, columnNames: string[], rowJson: string, filters: Filter[], returning: SelectItem[] | null, stripNulls: boolean): Statement {
  const params = new Params();
  const body = `json_populate_record(NULL::${tableRef(table)}, ${params.text(rowJson)}::json) AS _pgrst_body`;
  const assignments = columnNames.map((name) => {
    const column = table.columns.get(name);
    if (!column) throw new RestError(400, 'PGRST204', `Column '${name}' of relation '${table.name}' does not exist`);
    return `${quoteIdent(column.name)} = _pgrst_body.${quoteIdent(column.name)}`;
  });
  const modify = `UPDATE ${tableRef(table)} AS ${TARGET} SET ${assignments.join(', ')} FROM ${body}${whereClause(table, filters, params)}`;
  return { sql: wrapWrite(modify, returning === null ? null : selectList(table, returning), stripNulls), params: params.values };
}

/** DELETE for DELETE `/rest/v1/<table>`. */
export function buildDelete(table: TableInfo, filters: Filter[], returning: SelectItem[] | null, stripNulls: boolean): Statement {
  const params = new Params();
  const modify = `DELETE FROM ${tableRef(table)} AS ${TARGET}${whereClause(table, filters, params)}`;
  return { sql: wrapWrite(modify, returning === null ? null : selectList(table, returning), stripNulls), params: params.values };
}

/** Call of `/rest/v1/rpc/<fn>` with named arguments given as one JSON object. */
export function buildCall(fn: FunctionInfo, argNames: string[], argsJson: string): Statement {
  const params = new Params();
  const ref = `${quoteIdent(API_SCHEMA)}.${quoteIdent(fn.name)}`;
  const used = fn.args.filter((arg) => arg.name !== null && argNames.includes(arg.name));
  const call = `${ref}(${used.map((arg) => `${quoteIdent(String(arg.name))} := _pgrst_args.${quoteIdent(String(arg.name))}`).join(', ')})`;
  const from = used.length === 0 ? '' : ` FROM json_to_record(${params.text(argsJson)}::json) AS _pgrst_args(${used.map((arg) => `${quoteIdent(String(arg.name))} ${arg.type}`).join(', ')})`;
  if (fn.returnsSet) {
    const source = used.length === 0 ? `${call} AS _pgrst_r` : `${from.slice(' FROM '.length)} CROSS JOIN LATERAL ${call} AS _pgrst_r`;
    return { sql: `SELECT ${bodyExpression('_pgrst_r', false)} AS body FROM ${source}`, params: params.values };
  }
  if (fn.returnType === 'void') return { sql: `SELECT NULL::text AS body FROM (SELECT ${call}${from}) _pgrst_void`, params: params.values };
  return { sql: `SELECT to_json(${call})::text AS body${from}`, params: params.values };
}
