import type { Db } from '../../db';

export interface Column {
  name: string;
  /** format_type(): valid SQL type syntax, e.g. `timestamp with time zone`, `text[]`. */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  isArray: boolean;
  /** The column default as SQL from the catalog (pg_get_expr; an identity column's is its sequence's nextval), for `missing=default`. */
  default: string | null;
}

export interface Relationship {
  /** FK constraint name */
  constraint: string;
  /** The table the embed points at. */
  target: string;
  /** Columns on the source (this table) side, paired with `targetColumns`. */
  sourceColumns: string[];
  targetColumns: string[];
  /** many-to-one (object), one-to-many (array), one-to-one (object), many-to-many through a junction (array) */
  cardinality: 'm2o' | 'o2m' | 'o2o' | 'm2m';
  /** m2m: the join table, its columns pointing at this table and at the target */
  junction?: { table: string; sourceColumns: string[]; targetColumns: string[]; sourceConstraint?: string; targetConstraint?: string };
  /** computed relationship: a function taking this table's row (`rowType`) and returning the target's rows */
  computed?: { fn: string; rowType: string };
}

export interface Table {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  columnList: Column[];
  primaryKey: string[];
  relationships: Relationship[];
  /** computed fields: functions taking this table's row type, by name, with their result type */
  computed?: Map<string, Column>;
}

export interface FnArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface Fn {
  schema: string;
  name: string;
  args: FnArg[];
  returnType: string;
  returnsSet: boolean;
  /** Columns when the function returns rows (a table's row type or RETURNS TABLE). */
  returnColumns: Column[] | null;
  volatile: boolean;
  /** `RETURNS SETOF ... ROWS 1`: PostgREST embeds it as a to-one relationship */
  singleRow: boolean;
  /**
   * PostgREST's media type handler: a function (not set-returning) whose result type is a domain named after a media
   * type (`create domain "application/octet-stream" as bytea`) answers that media type when it is accepted, its
   * value as the body (bytea as bytes). `*\/*` answers application/octet-stream.
   */
  media?: { type: string; binary: boolean };
}

export interface SchemaCache {
  schema: string;
  /** PostgREST's db-aggregates-enabled (handler.ts reads it): off, an aggregate in `select` is 400 PGRST123. */
  aggregatesEnabled?: boolean;
  tables: Map<string, Table>;
  functions: Map<string, Fn[]>;
}

const TABLES_SQL = `
select c.relname as table, case when c.relkind in ('r','p') then 'table' else 'view' end as kind,
  coalesce((select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
      'nullable', not a.attnotnull, 'hasDefault', a.atthasdef or a.attidentity <> '' or a.attgenerated <> '',
      'isArray', t.typcategory = 'A',
      'default', case when a.attidentity <> '' then format('nextval(%L::regclass)', pg_get_serial_sequence(c.oid::regclass::text, a.attname))
                 else (select pg_get_expr(d.adbin, d.adrelid) from pg_attrdef d
                       where d.adrelid = a.attrelid and d.adnum = a.attnum and a.attgenerated = '') end) order by a.attnum)
    from pg_attribute a join pg_type t on t.oid = a.atttypid
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
  coalesce((select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
    from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = c.oid and i.indisprimary), '[]') as pk,
  coalesce((select json_agg(x.cols) from (
    select json_agg(a.attname order by a.attnum) as cols from pg_index i
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = c.oid and i.indisunique and i.indpred is null group by i.indexrelid) x), '[]') as uniques
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind in ('r','p','v','m','f')
order by c.relname`;

const FKS_SQL = `
select con.conname as name, src.relname as source, tgt.relname as target,
  (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as source_cols,
  (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as target_cols
from pg_constraint con
join pg_class src on src.oid = con.conrelid join pg_namespace sn on sn.oid = src.relnamespace
join pg_class tgt on tgt.oid = con.confrelid join pg_namespace tn on tn.oid = tgt.relnamespace
where con.contype = 'f' and sn.nspname = $1 and tn.nspname = $1
order by con.conname`;

const FNS_SQL = `
select p.proname as name, p.proretset as returns_set, format_type(p.prorettype, null) as return_type,
  p.provolatile = 'v' as volatile, p.prorows = 1 as single_row, p.pronargs as nargs, p.pronargdefaults as ndefaults,
  coalesce(p.proargnames, '{}') as arg_names,
  coalesce(p.proargmodes::text[], '{}') as arg_modes,
  (select coalesce(json_agg(format_type(t, null) order by o), '[]') from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality x(t, o)) as arg_types,
  rt.typrelid <> 0 as returns_composite,
  case when rt.typtype = 'd' and (rt.typname ~* '^[A-Za-z0-9.-]+/[A-Za-z0-9.+-]+$' or rt.typname = '*/*')
    then case rt.typname when '*/*' then 'application/octet-stream' else lower(rt.typname) end end as media_type,
  case when rt.typtype = 'd' then format_type(rt.typbasetype, null) end as media_base,
  (select relname from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace where rc.oid = rt.typrelid and rn.nspname = $1) as return_table
from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
where n.nspname = $1 and p.prokind = 'f'
order by p.proname`;

/**
 * Views' columns that are a base relation's column unchanged, from the view's query tree (as PostgREST does: the
 * target entries' `resorigtbl` / `resorigcol`), for the relationships a view inherits from its tables' foreign keys.
 * A base may be another view: its columns are followed down to a table (PostgREST's recursive key dependencies).
 */
const VIEW_COLUMNS_SQL = `
select v.relname as view, r.ev_action::text as tree,
  (select json_object_agg(t.oid::text, json_build_object('table', t.relname,
      'cols', (select json_object_agg(a.attnum::text, a.attname) from pg_attribute a where a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped)))
   from pg_depend d join pg_class t on t.oid = d.refobjid join pg_namespace tn on tn.oid = t.relnamespace
   where d.objid = r.oid and d.classid = 'pg_rewrite'::regclass and d.refclassid = 'pg_class'::regclass and t.oid <> v.oid
     and tn.nspname = $1 and t.relkind in ('r', 'p', 'v', 'm')) as bases
from pg_class v join pg_namespace n on n.oid = v.relnamespace join pg_rewrite r on r.ev_class = v.oid and r.rulename = '_RETURN'
where n.nspname = $1 and v.relkind in ('v', 'm')
order by v.relname`;

interface ViewRow { view: string; tree: string; bases: Record<string, { table: string; cols: Record<string, string> }> | string | null }

/** Top-level target entries of a view's query tree: output column name -> base relation and column. */
function viewColumns(row: ViewRow): Map<string, { table: string; column: string }> {
  const out = new Map<string, { table: string; column: string }>();
  const bases = asJson<Record<string, { table: string; cols: Record<string, string> }> | null>(row.bases) ?? {};
  // the first query's target list only: stop at its end (`:targetList (...)` then the next key)
  const re = /\{TARGETENTRY :expr .*?:resname (\S+) :ressortgroupref \d+ :resorigtbl (\d+) :resorigcol (\d+)/g;
  for (const m of row.tree.matchAll(re)) {
    const [, name, tbl, col] = m as unknown as [string, string, string, string];
    const base = bases[tbl];
    const column = base?.cols[col];
    if (base && column && !out.has(name)) out.set(name, { table: base.table, column });
  }
  return out;
}

/**
 * Each view's columns resolved down to a table's column (a view on a view follows the inner view's columns),
 * cycles cut as PostgREST's recursive query does.
 */
function resolveViewColumns(views: ViewRow[]): Map<string, Map<string, { table: string; column: string }>> {
  const direct = new Map(views.map((v) => [v.view, viewColumns(v)] as const));
  const resolve = (rel: string, column: string, seen: Set<string>): { table: string; column: string } | undefined => {
    const cols = direct.get(rel);
    if (!cols) return { table: rel, column };
    if (seen.has(rel)) return undefined;
    const next = cols.get(column);
    return next ? resolve(next.table, next.column, new Set([...seen, rel])) : undefined;
  };
  const out = new Map<string, Map<string, { table: string; column: string }>>();
  for (const [view, cols] of direct) {
    const resolved = new Map<string, { table: string; column: string }>();
    for (const [name, o] of cols) {
      const r = resolve(o.table, o.column, new Set([view]));
      if (r) resolved.set(name, r);
    }
    out.set(view, resolved);
  }
  return out;
}

interface TableRow { table: string; kind: 'table' | 'view'; columns: Column[]; pk: string[]; uniques: string[][] }
interface FkRow { name: string; source: string; target: string; source_cols: string[]; target_cols: string[] }
interface FnRow {
  name: string; returns_set: boolean; return_type: string; volatile: boolean; single_row: boolean; nargs: number; ndefaults: number;
  arg_names: string[]; arg_modes: string[]; arg_types: string[]; returns_composite: boolean; return_table: string | null;
  media_type: string | null; media_base: string | null;
}

const UNNAMED_CALLABLE = new Set(['bytea', 'json', 'jsonb', 'text', 'xml']);

const asJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** Tables never analyzed: the planner would assume 10 pages each, and the work budget (budget.ts) would refuse tiny reads. */
const UNANALYZED_SQL = `
select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind in ('r', 'p') and c.reltuples < 0`;

export async function loadSchemaCache(db: Db, schema = 'public'): Promise<SchemaCache> {
  const fresh = (await db.query<{ name: string }>(UNANALYZED_SQL, [schema])).rows.map((r) => r.name);
  if (fresh.length) await db.exec(`ANALYZE ${fresh.join(', ')}`);
  const [t, f, p] = [
    await db.query<TableRow>(TABLES_SQL, [schema]),
    await db.query<FkRow>(FKS_SQL, [schema]),
    await db.query<FnRow>(FNS_SQL, [schema]),
  ];
  const tables = new Map<string, Table>();
  const uniques = new Map<string, string[][]>();
  for (const r of t.rows) {
    const columnList = asJson<Column[]>(r.columns);
    tables.set(r.table, {
      schema,
      name: r.table,
      kind: r.kind,
      columns: new Map(columnList.map((c) => [c.name, c])),
      columnList,
      primaryKey: asJson<string[]>(r.pk),
      relationships: [],
    });
    uniques.set(r.table, asJson<string[][]>(r.uniques));
  }
  const isUnique = (table: string, cols: string[]) =>
    (uniques.get(table) ?? []).some((u) => u.length === cols.length && u.every((c) => cols.includes(c)));
  for (const fk of f.rows) {
    const src = tables.get(fk.source);
    const tgt = tables.get(fk.target);
    const sc = asJson<string[]>(fk.source_cols);
    const tc = asJson<string[]>(fk.target_cols);
    if (!src || !tgt) continue;
    const oneToOne = isUnique(fk.source, sc);
    src.relationships.push({ constraint: fk.name, target: fk.target, sourceColumns: sc, targetColumns: tc, cardinality: oneToOne ? 'o2o' : 'm2o' });
    tgt.relationships.push({ constraint: fk.name, target: fk.source, sourceColumns: tc, targetColumns: sc, cardinality: oneToOne ? 'o2o' : 'o2m' });
  }
  // many-to-many through a join table
  for (const j of tables.values()) {
    const fks = j.relationships.filter((r) => r.cardinality === 'm2o' || r.cardinality === 'o2o');
    for (const a of fks) {
      for (const b of fks) {
        if (a === b) continue;
        // as PostgREST (SchemaCache addM2MRels): both foreign keys' columns are part of the join table's primary key
        if (![...a.sourceColumns, ...b.sourceColumns].every((c) => j.primaryKey.includes(c))) continue;
        tables.get(a.target)?.relationships.push({
          constraint: j.name,
          target: b.target,
          sourceColumns: a.targetColumns,
          targetColumns: b.targetColumns,
          cardinality: 'm2m',
          junction: { table: j.name, sourceColumns: a.sourceColumns, targetColumns: b.sourceColumns, sourceConstraint: a.constraint, targetConstraint: b.constraint },
        });
      }
    }
  }
  // relationships through views (PostgREST's addViewM2OAndO2ORels): a view showing all of a foreign key's columns
  // (unchanged, possibly through other views) has the table's relationship; one showing all the referenced columns
  // is the target of it; and two such views are related to each other (view to view), each with its inverse
  const resolved = resolveViewColumns((await db.query<ViewRow>(VIEW_COLUMNS_SQL, [schema])).rows);
  const inverse = { m2o: 'o2m', o2m: 'm2o', o2o: 'o2o' } as const;
  /**
   * The relations showing all of `table`'s `cols`: the table itself, and each view showing them, with their names
   * there; a view showing a column under several names has one relationship per combination (PostgREST's
   * expandKeyDepCols).
   */
  const showing = (table: string, cols: string[]): { rel: string; cols: string[] }[] => {
    const out = [{ rel: table, cols }];
    for (const [view, vcols] of resolved) {
      if (!tables.has(view)) continue;
      const names = cols.map((col) => [...vcols].filter(([, o]) => o.table === table && o.column === col).map(([n]) => n));
      if (names.some((n) => n.length === 0)) continue;
      const combos = names.reduce<string[][]>((acc, n) => acc.flatMap((a) => n.map((x) => [...a, x])), [[]]);
      for (const combo of combos) out.push({ rel: view, cols: combo });
    }
    return out;
  };
  for (const fk of f.rows) {
    if (!tables.get(fk.source) || !tables.get(fk.target)) continue;
    const sc = asJson<string[]>(fk.source_cols);
    const tc = asJson<string[]>(fk.target_cols);
    const card = isUnique(fk.source, sc) ? 'o2o' : 'm2o';
    for (const from of showing(fk.source, sc)) {
      for (const to of showing(fk.target, tc)) {
        if (from.rel === fk.source && to.rel === fk.target) continue; // the table's own relationship, above
        tables.get(from.rel)?.relationships.push({ constraint: fk.name, target: to.rel, sourceColumns: from.cols, targetColumns: to.cols, cardinality: card });
        tables.get(to.rel)?.relationships.push({ constraint: fk.name, target: from.rel, sourceColumns: to.cols, targetColumns: from.cols, cardinality: inverse[card] });
      }
    }
  }
  const functions = new Map<string, Fn[]>();
  for (const r of p.rows) {
    const names = asJson<string[]>(r.arg_names);
    const modes = asJson<string[]>(r.arg_modes);
    const types = asJson<string[]>(r.arg_types);
    const args: FnArg[] = [];
    const outCols: Column[] = [];
    const nIn = types.filter((_, i) => !modes[i] || modes[i] === 'i' || modes[i] === 'b').length;
    let inIdx = 0;
    types.forEach((type, i) => {
      const mode = modes[i] ?? 'i';
      const name = names[i] ?? '';
      if (mode === 'i' || mode === 'b' || mode === 'v') {
        args.push({ name, type, hasDefault: inIdx >= nIn - r.ndefaults });
        inIdx++;
      }
      if (mode === 't' || mode === 'o' || mode === 'b') {
        outCols.push({ name, type, nullable: true, hasDefault: false, isArray: type.endsWith('[]'), default: null });
      }
    });
    let returnColumns: Column[] | null = null;
    if (outCols.length > 0 && (r.returns_composite || r.return_type === 'record')) returnColumns = outCols;
    else if (r.return_table && tables.has(r.return_table)) returnColumns = tables.get(r.return_table)!.columnList;
    const fn: Fn = { schema, name: r.name, args, returnType: r.return_type, returnsSet: r.returns_set, singleRow: r.returns_set && r.single_row, returnColumns, volatile: r.volatile };
    if (r.media_type && !r.returns_set) fn.media = { type: r.media_type, binary: r.media_base === 'bytea' };
    const list = functions.get(r.name) ?? [];
    list.push(fn);
    functions.set(r.name, list);
  }
  // overloads in PostgREST's order (its Routine's Ord: the parameters' names, then types, a shorter list first), as it
  // lists them in PGRST203
  const byParams = (a: Fn, b: Fn): number => {
    for (let i = 0; i < Math.min(a.args.length, b.args.length); i++) {
      const [x, y] = [a.args[i] as FnArg, b.args[i] as FnArg];
      if (x.name !== y.name) return x.name < y.name ? -1 : 1;
      if (x.type !== y.type) return x.type < y.type ? -1 : 1;
    }
    return a.args.length - b.args.length;
  };
  for (const list of functions.values()) list.sort(byParams);
  // computed fields (PostgREST): a scalar function whose only parameter is a table's row type
  for (const [name, fns] of functions) {
    for (const fn of fns) {
      const arg = fn.args[0];
      if (fn.args.length !== 1 || !arg) continue;
      const local = (type: string) => (type.startsWith(`${schema}.`) ? type.slice(schema.length + 1) : type);
      const table = tables.get(local(arg.type));
      if (!table || table.columns.has(name)) continue;
      const target = fn.returnColumns ? tables.get(local(fn.returnType)) : undefined;
      if (target) {
        // computed relationship (PostgREST "function embeds"): embedded by the function's name
        // to-one unless it returns a set; a set declared `ROWS 1` is to-one too (PostgREST)
        const cardinality = fn.returnsSet && !fn.singleRow ? 'o2m' : 'm2o';
        table.relationships.push({ constraint: name, target: target.name, sourceColumns: [], targetColumns: [], cardinality, computed: { fn: name, rowType: table.name } });
        continue;
      }
      if (fn.returnsSet || fn.returnColumns) continue;
      table.computed ??= new Map();
      table.computed.set(name, { name, type: fn.returnType, nullable: true, hasDefault: false, isArray: fn.returnType.endsWith('[]'), default: null });
    }
  }
  // PostgREST's schema cache ("callable"): a function whose parameters are all unnamed is callable only without
  // parameters or with one bytea / json / jsonb / text / xml parameter (which takes the whole body); the others are
  // not in it (they still serve as computed fields above)
  for (const [name, list] of functions) {
    const callable = list.filter((f) => !f.args.length || f.args.some((a) => a.name !== '') || (f.args.length === 1 && UNNAMED_CALLABLE.has(f.args[0]!.type)));
    if (callable.length) functions.set(name, callable);
    else functions.delete(name);
  }
  return { schema, tables, functions };
}
