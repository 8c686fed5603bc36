/**
 * The allow-lists of the data API, read once from the catalog after migrating: which tables and
 * views of schema `public` exist, their columns and types, and the callable functions. Only names
 * found here ever reach SQL text (quoted); everything a client sends as a value is a parameter.
 */
import type { Queryable } from './database.ts';

/** The only schema the data API exposes (as hosted Supabase's default). */
export const API_SCHEMA = 'public';

/** One column of a table or view. */
export interface ColumnInfo {
  /** Column name. */
  name: string;
  /** The column's type as `format_type` spells it, used to cast text parameters. */
  type: string;
}

/** One table or view. */
export interface TableInfo {
  /** Table name. */
  name: string;
  /** Columns by name, in table order. */
  columns: Map<string, ColumnInfo>;
}

/** One input argument of a function. */
export interface FunctionArg {
  /** Argument name (unnamed arguments cannot be passed by name and make the function uncallable). */
  name: string | null;
  /** Argument type as `format_type` spells it. */
  type: string;
}

/** One overload of a function. */
export interface FunctionInfo {
  /** Function name. */
  name: string;
  /** Input arguments in order. */
  args: FunctionArg[];
  /** How many trailing arguments have defaults. */
  defaultCount: number;
  /** True for `returns setof …` / `returns table (…)`. */
  returnsSet: boolean;
  /** Return type as `format_type` spells it (`void`, `integer`, …). */
  returnType: string;
}

/** Everything the data API may touch. */
export interface SchemaCache {
  /** Tables and views by name. */
  tables: Map<string, TableInfo>;
  /** Function overloads by name. */
  functions: Map<string, FunctionInfo[]>;
}

const columnsSql = `
  select c.table_name::text as table_name, c.column_name::text as column_name,
         pg_catalog.format_type(a.atttypid, a.atttypmod) as type
  from information_schema.columns c
  join pg_catalog.pg_attribute a
    on a.attrelid = pg_catalog.format('%I.%I', c.table_schema, c.table_name)::regclass
   and a.attname = c.column_name
  where c.table_schema = $1
  order by c.table_name, c.ordinal_position`;

const tablesSql = `
  select table_name::text as table_name from information_schema.tables where table_schema = $1`;

const functionsSql = `
  select p.proname::text as name, p.proretset as returns_set, p.pronargdefaults::int as default_count,
         pg_catalog.format_type(p.prorettype, null) as return_type,
         coalesce((
           select json_agg(json_build_object('name', a.name, 'type', pg_catalog.format_type(a.type, null)) order by a.ord)
           from unnest(
             coalesce(p.proallargtypes, p.proargtypes::oid[]),
             coalesce(p.proargmodes, array_fill('i'::"char", array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))])),
             coalesce(p.proargnames, array_fill(null::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))]))
           ) with ordinality as a(type, mode, name, ord)
           where a.mode in ('i', 'b', 'v')
         ), '[]')::text as args
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'pg_catalog.trigger'::regtype`;

/** The JSON the functions query builds: `[{ name, type }]` with `name` null for unnamed arguments. */
function parseArgs(json: string): FunctionArg[] {
  const items = JSON.parse(json) as Array<{ name: string | null; type: string }>;
  return items.map((item) => ({ name: item.name ? item.name : null, type: item.type }));
}

/** Reads the allow-lists of schema `public` (run as the database owner, which sees every column). */
export async function loadSchemaCache(db: Queryable): Promise<SchemaCache> {
  const tables = new Map<string, TableInfo>();
  for (const row of await db.query(tablesSql, [API_SCHEMA])) {
    const name = String(row.table_name);
    tables.set(name, { name, columns: new Map() });
  }
  for (const row of await db.query(columnsSql, [API_SCHEMA])) {
    const table = tables.get(String(row.table_name));
    const name = String(row.column_name);
    table?.columns.set(name, { name, type: String(row.type) });
  }
  const functions = new Map<string, FunctionInfo[]>();
  for (const row of await db.query(functionsSql, [API_SCHEMA])) {
    const info: FunctionInfo = {
      name: String(row.name),
      args: parseArgs(String(row.args)),
      defaultCount: Number(row.default_count),
      returnsSet: row.returns_set === true,
      returnType: String(row.return_type),
    };
    functions.set(info.name, [...(functions.get(info.name) ?? []), info]);
  }
  return { tables, functions };
}

/** Quotes an identifier for SQL text (names come from the catalog, never straight from a request). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
