/**
 * Generate shared-ui/src/database.types.ts from the public schema, in the shape of
 * `supabase gen types typescript`: Database['public']['Tables'][name]['Row' | 'Insert' | 'Update'],
 * Relationships, Views, Functions, Enums, CompositeTypes, plus the Tables / TablesInsert /
 * TablesUpdate / Enums helper types.
 *
 *   npm run gen:types            (fresh in-memory PGlite with every migration; no seed)
 *   npm run gen:types -- --out <file> [--database-url <url>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDb } from './index';
import { databaseTypesFile } from './paths';
import type { Db } from './types';

interface ColumnRow {
  table_name: string;
  column_name: string;
  udt_name: string;
  data_type: string;
  is_nullable: string;
  has_default: boolean;
  is_identity: boolean;
  is_generated: boolean;
}

interface FkRow {
  constraint_name: string;
  table_name: string;
  columns: string[];
  referenced_table: string;
  referenced_columns: string[];
  is_one_to_one: boolean;
}

interface FnRow {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_defaults: number;
  return_type: string;
  returns_set: boolean;
}

interface EnumRow {
  name: string;
  labels: string[];
}

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  oid: 'number',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  char: 'string',
  name: 'string',
  citext: 'string',
  uuid: 'string',
  date: 'string',
  time: 'string',
  timetz: 'string',
  timestamp: 'string',
  timestamptz: 'string',
  interval: 'string',
  bytea: 'string',
  inet: 'string',
  tsvector: 'string',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
};

function tsType(udt: string, enums: Set<string>): string {
  if (udt.startsWith('_')) {
    const inner = tsType(udt.slice(1), enums);
    return inner.includes(' ') || inner.includes('|') ? `(${inner})[]` : `${inner}[]`;
  }
  if (enums.has(udt)) return `Database["public"]["Enums"]["${udt}"]`;
  return SCALARS[udt] ?? 'unknown';
}

const prop = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** What the generated file is made of: the public schema's relations, their columns and foreign keys, functions and enums. */
interface Catalog {
  /** relation -> its columns, by name */
  byTable: Map<string, ColumnRow[]>;
  /** relation -> relkind (r, p: tables; v, m: views) */
  kinds: Map<string, string>;
  fks: FkRow[];
  fns: FnRow[];
  enumRows: EnumRow[];
  enums: Set<string>;
}

async function readCatalog(db: Db): Promise<Catalog> {
  const columns = (
    await db.query<ColumnRow>(`
      select c.relname as table_name, a.attname as column_name, t.typname as udt_name,
             format_type(a.atttypid, a.atttypmod) as data_type,
             case when a.attnotnull then 'NO' else 'YES' end as is_nullable,
             a.atthasdef as has_default, a.attidentity <> '' as is_identity, a.attgenerated <> '' as is_generated
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_type t on t.oid = a.atttypid
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attname`)
  ).rows;
  const kinds = new Map(
    (
      await db.query<{ relname: string; relkind: string }>(`
        select c.relname, c.relkind::text as relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')`)
    ).rows.map((r) => [r.relname, r.relkind]),
  );
  const fks = (
    await db.query<FkRow>(`
      select con.conname as constraint_name, c.relname as table_name,
             array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
                   join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
             rc.relname as referenced_table,
             array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
                   join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as referenced_columns,
             exists (select 1 from pg_index ix where ix.indrelid = con.conrelid and ix.indisunique
                     and ix.indnkeyatts = cardinality(con.conkey)
                     and (ix.indkey::int2[])[0:cardinality(con.conkey) - 1] @> con.conkey
                     and con.conkey @> (ix.indkey::int2[])[0:cardinality(con.conkey) - 1]) as is_one_to_one
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_class rc on rc.oid = con.confrelid
      join pg_namespace rn on rn.oid = rc.relnamespace
      where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
      order by c.relname, con.conname`)
  ).rows;
  const fns = (
    await db.query<FnRow>(`
      select p.proname as name, p.proargnames as arg_names,
             array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
             p.pronargdefaults as arg_defaults,
             (select typname from pg_type where oid = p.prorettype) as return_type,
             p.proretset as returns_set
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prokind = 'f'
        and p.prorettype <> 'trigger'::regtype
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by p.proname`)
  ).rows;
  const enumRows = (
    await db.query<EnumRow>(`
      select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
      from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' group by t.typname order by t.typname`)
  ).rows;
  const byTable = new Map<string, ColumnRow[]>();
  for (const col of columns) {
    const list = byTable.get(col.table_name) ?? [];
    list.push(col);
    byTable.set(col.table_name, list);
  }
  return { byTable, kinds, fks, fns, enumRows, enums: new Set(enumRows.map((e) => e.name)) };
}

/** A `format_type()` name (a function argument's) as a TypeScript type. */
function typeByFormat(formatted: string, enums: Set<string>): string {
  const isArray = formatted.endsWith('[]');
  const base = isArray ? formatted.slice(0, -2) : formatted;
  const map: Record<string, string> = {
    uuid: 'uuid', text: 'text', integer: 'int4', bigint: 'int8', smallint: 'int2', boolean: 'bool',
    numeric: 'numeric', jsonb: 'jsonb', json: 'json', 'timestamp with time zone': 'timestamptz', date: 'date',
    'character varying': 'varchar', 'double precision': 'float8', real: 'float4',
  };
  const udt = map[base] ?? base;
  return tsType(isArray ? `_${udt}` : udt, enums);
}

const ind = (n: number): string => '  '.repeat(n);

/** One table's (or view's) entry: Row, Insert and Update (tables only), Relationships. */
function tableBlock(out: string[], c: Catalog, name: string, isView: boolean): void {
  const { enums, fks } = c;
  const cols = c.byTable.get(name) ?? [];
  out.push(`${ind(3)}${prop(name)}: {`);
  out.push(`${ind(4)}Row: {`);
  for (const col of cols) {
    const t = tsType(col.udt_name, enums);
    out.push(`${ind(5)}${prop(col.column_name)}: ${t}${col.is_nullable === 'YES' ? ' | null' : ''}`);
  }
  out.push(`${ind(4)}}`);
  if (!isView) {
    for (const kind of ['Insert', 'Update'] as const) {
      out.push(`${ind(4)}${kind}: {`);
      for (const col of cols) {
        const t = tsType(col.udt_name, enums);
        if (col.is_generated) {
          out.push(`${ind(5)}${prop(col.column_name)}?: never`);
          continue;
        }
        const optional = kind === 'Update' || col.is_nullable === 'YES' || col.has_default || col.is_identity;
        out.push(`${ind(5)}${prop(col.column_name)}${optional ? '?' : ''}: ${t}${col.is_nullable === 'YES' ? ' | null' : ''}`);
      }
      out.push(`${ind(4)}}`);
    }
  }
  const rels = fks.filter((f) => f.table_name === name);
  if (rels.length === 0) {
    out.push(`${ind(4)}Relationships: []`);
  } else {
    out.push(`${ind(4)}Relationships: [`);
    for (const r of rels) {
      out.push(`${ind(5)}{`);
      out.push(`${ind(6)}foreignKeyName: ${JSON.stringify(r.constraint_name)}`);
      out.push(`${ind(6)}columns: ${JSON.stringify(r.columns)}`);
      out.push(`${ind(6)}isOneToOne: ${r.is_one_to_one}`);
      out.push(`${ind(6)}referencedRelation: ${JSON.stringify(r.referenced_table)}`);
      out.push(`${ind(6)}referencedColumns: ${JSON.stringify(r.referenced_columns)}`);
      out.push(`${ind(5)}},`);
    }
    out.push(`${ind(4)}]`);
  }
  out.push(`${ind(3)}}`);
}

function functionsBlock(out: string[], c: Catalog): void {
  out.push(`${ind(2)}Functions: {`);
  for (const fn of c.fns) {
    const names = fn.arg_names ?? [];
    const required = fn.arg_types.length - fn.arg_defaults;
    const args = fn.arg_types.map((t, i) => `${prop(names[i] ?? `arg${i}`)}${i >= required ? '?' : ''}: ${typeByFormat(t, c.enums)}`);
    let ret = tsType(fn.return_type, c.enums);
    if (fn.returns_set) ret = `${ret}[]`;
    out.push(`${ind(3)}${prop(fn.name)}: {`);
    out.push(args.length ? `${ind(4)}Args: { ${args.join('; ')} }` : `${ind(4)}Args: never`);
    out.push(`${ind(4)}Returns: ${ret}`);
    out.push(`${ind(3)}}`);
  }
  out.push(`${ind(2)}}`);
}

const HEADER = [
  '// Generated by infra/local/src/db/gen-types.ts (npm run gen:types) from infra/supabase/migrations.',
  '// Same shape as `supabase gen types typescript`. Do not edit by hand.',
  'export type Json =\n  | string\n  | number\n  | boolean\n  | null\n  | { [key: string]: Json | undefined }\n  | Json[]\n',
];

const FOOTER = `
type PublicSchema = Database["public"]

export type Tables<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Row"]
export type TablesInsert<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Insert"]
export type TablesUpdate<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Update"]
export type Enums<T extends keyof PublicSchema["Enums"]> = PublicSchema["Enums"][T]
export type Functions<T extends keyof PublicSchema["Functions"]> = PublicSchema["Functions"][T]

/** Value lists enforced by CHECK constraints (the schema uses text + CHECK rather than enums). */
export const Constants = {
  public: {
    Enums: {},
  },
} as const
`;

async function introspect(db: Db): Promise<string> {
  const c = await readCatalog(db);
  const { kinds } = c;
  const out: string[] = [...HEADER];
  out.push('export type Database = {');
  out.push(`${ind(1)}// Allows to automatically instantiate createClient with the right options`);
  out.push(`${ind(1)}__InternalSupabase: {\n${ind(2)}PostgrestVersion: "12.2.3"\n${ind(1)}}`);
  out.push(`${ind(1)}public: {`);
  out.push(`${ind(2)}Tables: {`);
  const names = [...c.byTable.keys()].sort();
  for (const name of names) if (kinds.get(name) === 'r' || kinds.get(name) === 'p') tableBlock(out, c, name, false);
  out.push(`${ind(2)}}`);
  const views = names.filter((n) => kinds.get(n) === 'v' || kinds.get(n) === 'm');
  if (views.length === 0) out.push(`${ind(2)}Views: {\n${ind(3)}[_ in never]: never\n${ind(2)}}`);
  else {
    out.push(`${ind(2)}Views: {`);
    for (const name of views) tableBlock(out, c, name, true);
    out.push(`${ind(2)}}`);
  }
  functionsBlock(out, c);
  if (c.enumRows.length === 0) out.push(`${ind(2)}Enums: {\n${ind(3)}[_ in never]: never\n${ind(2)}}`);
  else {
    out.push(`${ind(2)}Enums: {`);
    for (const e of c.enumRows) out.push(`${ind(3)}${prop(e.name)}: ${e.labels.map((l) => JSON.stringify(l)).join(' | ')}`);
    out.push(`${ind(2)}}`);
  }
  out.push(`${ind(2)}CompositeTypes: {\n${ind(3)}[_ in never]: never\n${ind(2)}}`);
  out.push(`${ind(1)}}`);
  out.push('}');
  out.push(FOOTER);
  return out.join('\n');
}

/** Extra value lists from CHECK constraints of the form `col = ANY (ARRAY[...])`. */
async function checkConstants(db: Db): Promise<string> {
  const rows = (
    await db.query<{ table_name: string; def: string }>(`
      select c.relname as table_name, pg_get_constraintdef(con.oid) as def
      from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and con.contype = 'c' order by c.relname, con.conname`)
  ).rows;
  const lists: string[] = [];
  for (const r of rows) {
    const m = /^CHECK \(\(?\(?(\w+) = ANY \(\(?ARRAY\[(.+)\]\)?(?:::text\[\])?\)\)?\)?\)$/.exec(r.def);
    if (!m || !m[1] || !m[2]) continue;
    const values = [...m[2].matchAll(/'((?:[^']|'')*)'::\w+/g)].map((x) => (x[1] ?? '').replace(/''/g, "'"));
    if (values.length === 0) continue;
    lists.push(`  ${r.table_name}_${m[1]}: ${JSON.stringify(values)},`);
  }
  return `\n/** Allowed values of text columns with a CHECK (... IN (...)) constraint, keyed <table>_<column>. */\nexport const CheckValues = {\n${lists.join('\n')}\n} as const\n`;
}

export async function generateTypes(db: Db): Promise<string> {
  return (await introspect(db)) + (await checkConstants(db));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const get = (flag: string): string | undefined => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const outFile = path.resolve(get('--out') ?? databaseTypesFile);
  const databaseUrl = get('--database-url');
  const db = databaseUrl ? await openDb({ databaseUrl, seed: false }) : await openDb({ dataDir: 'memory://', seed: false });
  try {
    const text = await generateTypes(db);
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, text);
    process.stdout.write(`wrote ${path.relative(process.cwd(), outFile)}\n`);
  } finally {
    await db.close();
  }
}

if (require.main === module || path.resolve(process.argv[1] ?? "") === __filename) {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}
