/**
 * Parses the PostgREST request syntax that supabase-js produces: `select`, filters
 * (`column=[not.]operator.value`), `order`, `limit`, `offset`, `columns`, and the Prefer and
 * Accept headers. Names are checked against the schema later; values stay strings and become
 * bound parameters.
 */
import { badRequest, RestError, unsupported } from './postgrest-errors.ts';

/** Filter operators the stand-in implements. */
export const FILTER_OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in'] as const;
/** One of FILTER_OPERATORS. */
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Operators PostgREST knows but the stand-in does not implement (answered with a clear 400). */
const KNOWN_UNSUPPORTED_OPERATORS = new Set([
  'match', 'imatch', 'isdistinct', 'fts', 'plfts', 'phfts', 'wfts', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'any', 'all',
]);

/** Query parameters that are not filters. */
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/** One `column=[not.]operator.value` filter. */
export interface Filter {
  /** Column name (unchecked). */
  column: string;
  /** `not.` prefix given. */
  negate: boolean;
  /** The operator. */
  operator: FilterOperator;
  /** The value; a list for `in`. */
  value: string | string[];
}

/** One item of `select`: a column (or `*`) with an optional output name. */
export interface SelectItem {
  /** Column name, or `*`. */
  column: string;
  /** Output key when renamed with `alias:column`. */
  alias: string | null;
}

/** One term of `order`. */
export interface OrderTerm {
  /** Column name (unchecked). */
  column: string;
  /** `.desc` given. */
  descending: boolean;
  /** `.nullsfirst` / `.nullslast`, or null for PostgreSQL's default. */
  nulls: 'first' | 'last' | null;
}

/** The parsed query string of a table request. */
export interface TableQuery {
  /** Selected columns; `[{column: '*'}]` when absent. */
  select: SelectItem[];
  /** Filters, all combined with AND. */
  filters: Filter[];
  /** Ordering terms. */
  order: OrderTerm[];
  /** Row limit, or null. */
  limit: number | null;
  /** Rows to skip. */
  offset: number;
  /** The `columns` parameter of an insert, or null. */
  columns: string[] | null;
}

/** Strips one pair of surrounding double quotes from a name (`"player_name"` → `player_name`). */
function unquoteName(raw: string): string {
  const name = raw.trim();
  if (name.length >= 2 && name.startsWith('"') && name.endsWith('"')) return name.slice(1, -1).replaceAll('""', '"');
  return name;
}

/** Splits on commas outside double quotes and parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\\' && quoted && i + 1 < text.length) {
      current += char + text[i + 1];
      i++;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth++;
    else if (!quoted && char === ')') depth--;
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

function checkPlainName(name: string, context: string): void {
  if (name === '') throw badRequest(`"failed to parse ${context}"`, 'empty column name');
  if (name.includes('->')) throw unsupported('JSON path operators (->, ->>)');
  if (name.includes('::')) throw unsupported('casts (::type)');
}

/** Parses `select`; aliases are supported, embedding, JSON paths, casts and aggregates are not. */
export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '') return [{ column: '*', alias: null }];
  return splitTopLevel(raw).map((part) => {
    const item = part.trim();
    if (item.includes('(') || item.includes(')')) throw unsupported('Resource embedding and aggregates in select');
    if (item.startsWith('...')) throw unsupported('Spread columns in select');
    if (item.includes('::')) throw unsupported('casts (::type)');
    const colon = item.startsWith('"') ? -1 : item.indexOf(':');
    const alias = colon > 0 ? unquoteName(item.slice(0, colon)) : null;
    const column = unquoteName(colon > 0 ? item.slice(colon + 1) : item);
    if (column === '*' && alias === null) return { column, alias };
    checkPlainName(column, `select (${raw})`);
    if (alias !== null && alias === '') throw badRequest(`"failed to parse select parameter (${raw})"`, 'empty alias');
    return { column, alias };
  });
}

/** Parses one filter value `[not.]operator.value`. */
export function parseFilter(column: string, raw: string): Filter {
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operatorText = dot >= 0 ? rest.slice(0, dot) : rest;
  const valueText = dot >= 0 ? rest.slice(dot + 1) : '';
  if (KNOWN_UNSUPPORTED_OPERATORS.has(operatorText) || /^\w+\((any|all)\)$/.test(operatorText)) {
    throw unsupported(`The filter operator "${operatorText}"`);
  }
  const operator = FILTER_OPERATORS.find((candidate) => candidate === operatorText);
  if (!operator || dot < 0) {
    throw badRequest(
      `"failed to parse filter (${raw})" (line 1, column 1)`,
      `unexpected ${JSON.stringify(raw.slice(0, 1))} expecting "not" or operator (eq, gt, ...)`,
    );
  }
  if (operator === 'in') return { column, negate, operator, value: parseList(raw, valueText) };
  if (operator === 'is' && !['null', 'not_null', 'true', 'false', 'unknown'].includes(valueText.toLowerCase())) {
    throw badRequest(`"failed to parse filter (${raw})" (line 1, column 4)`, 'unexpected value expecting null, not_null, true, false or unknown');
  }
  return { column, negate, operator, value: valueText };
}

/** Parses the `(a,b,"c,d")` list of an `in` filter. */
function parseList(raw: string, text: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw badRequest(`"failed to parse filter (${raw})" (line 1, column 4)`, 'unexpected end of input expecting "("');
  }
  const inner = text.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((item) => {
    const trimmed = item.trim();
    if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
      return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
    }
    return trimmed;
  });
}

/** Parses `order=col[.asc|.desc][.nullsfirst|.nullslast],…`. */
export function parseOrder(raw: string | null): OrderTerm[] {
  if (raw === null || raw.trim() === '') return [];
  return splitTopLevel(raw).map((part) => {
    const term = part.trim();
    const segments = term.split('.');
    const column = unquoteName(segments[0]);
    checkPlainName(column, `order (${term})`);
    let descending = false;
    let nulls: OrderTerm['nulls'] = null;
    for (const modifier of segments.slice(1)) {
      if (modifier === 'asc') descending = false;
      else if (modifier === 'desc') descending = true;
      else if (modifier === 'nullsfirst') nulls = 'first';
      else if (modifier === 'nullslast') nulls = 'last';
      else {
        throw badRequest(
          `"failed to parse order (${term})" (line 1, column ${column.length + 2})`,
          `unexpected ${JSON.stringify(modifier.slice(0, 1))} expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        );
      }
    }
    return { column, descending, nulls };
  });
}

function parseCount(raw: string | null, name: 'limit' | 'offset'): number | null {
  if (raw === null) return null;
  const text = raw.trim();
  if (/^-\d+$/.test(text)) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `${name === 'limit' ? 'Limit' : 'Offset'} should be greater than or equal to zero.`);
  }
  if (!/^\d{1,15}$/.test(text)) throw badRequest(`"failed to parse ${name} (${raw})"`, `${name} must be a non-negative integer`);
  return Number(text);
}

/** Parses the `columns` parameter of an insert: `"a","b"` or `a,b`. */
function parseColumns(raw: string | null): string[] | null {
  if (raw === null) return null;
  return splitTopLevel(raw).map((part) => {
    const name = unquoteName(part);
    checkPlainName(name, `columns (${raw})`);
    return name;
  });
}

/** Parses the query string of a table request (`/rest/v1/<table>?…`). */
export function parseTableQuery(params: URLSearchParams): TableQuery {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (RESERVED_PARAMS.has(key)) continue;
    if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') throw unsupported('Logical filters (or/and)');
    if (key.includes('.') && !key.startsWith('"')) throw unsupported('Filters on embedded resources or with modifiers in the key');
    if (key === 'apikey') continue;
    const column = unquoteName(key);
    checkPlainName(column, `filter (${key})`);
    filters.push(parseFilter(column, value));
  }
  if (params.has('on_conflict')) throw unsupported('Upsert (on_conflict)');
  return {
    select: parseSelect(params.get('select')),
    filters,
    order: parseOrder(params.get('order')),
    limit: parseCount(params.get('limit'), 'limit'),
    offset: parseCount(params.get('offset'), 'offset') ?? 0,
    columns: parseColumns(params.get('columns')),
  };
}

/** What the Prefer header asks for. */
export interface Preferences {
  /** `return=`: minimal (default), representation or headers-only. */
  returnRepresentation: boolean;
  /** `count=exact|planned|estimated` (all answered exactly). */
  count: boolean;
  /** `missing=default`. */
  missingDefault: boolean;
}

/** Parses the Prefer header(s); `handling=strict` rejects preferences the stand-in does not know. */
export function parsePrefer(header: string | null): Preferences {
  const preferences: Preferences = { returnRepresentation: false, count: false, missingDefault: false };
  if (!header) return preferences;
  const tokens = header.split(',').map((token) => token.trim()).filter(Boolean);
  const strict = tokens.includes('handling=strict');
  const invalid: string[] = [];
  for (const token of tokens) {
    if (token === 'return=representation') preferences.returnRepresentation = true;
    else if (token === 'return=minimal' || token === 'return=headers-only') preferences.returnRepresentation = false;
    else if (/^count=(exact|planned|estimated)$/.test(token)) preferences.count = true;
    else if (token === 'missing=default') preferences.missingDefault = true;
    else if (token === 'missing=null') preferences.missingDefault = false;
    else if (token.startsWith('resolution=')) throw unsupported('Upsert (Prefer: resolution=…)');
    else if (token === 'handling=strict' || token === 'handling=lenient' || token.startsWith('tx=') || token.startsWith('timezone=')) continue;
    else invalid.push(token);
  }
  if (strict && invalid.length > 0) {
    throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${invalid.join(', ')}`);
  }
  return preferences;
}

/** How the response body is shaped, from the Accept header. */
export interface ResponseShape {
  /** `application/vnd.pgrst.object+json`: exactly one row as an object. */
  single: boolean;
  /** `;nulls=stripped`: keys with null values left out. */
  stripNulls: boolean;
}

/** Parses the Accept header; media types the stand-in cannot produce answer 406. */
export function parseAccept(header: string | null): ResponseShape {
  if (!header || header.trim() === '') return { single: false, stripNulls: false };
  for (const entry of header.split(',')) {
    const [typeText, ...parameters] = entry.split(';').map((piece) => piece.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    if (typeText === 'application/vnd.pgrst.object+json' || typeText === 'application/vnd.pgrst.object') return { single: true, stripNulls };
    if (['application/json', 'application/vnd.pgrst.array+json', 'application/vnd.pgrst.array', 'application/*', '*/*'].includes(typeText)) {
      return { single: false, stripNulls };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${header}`, 'The local stand-in answers JSON only (no CSV, GeoJSON or plans).');
}
