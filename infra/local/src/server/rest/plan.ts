/**
 * Stages 2+3 of the PostgREST pipeline: AST + schema cache -> SQL. Identifiers come ONLY from the schema cache
 * (quoted), values are ALWAYS parameters. Unknown tables / columns / relationships are rejected here, before the
 * database is touched.
 */
import { pgrst } from './errors';
import type { Condition, OrderTerm, ParsedQuery, SelectItem } from './parser';
import type { Column, Relationship, SchemaCache, Table } from './schema-cache';

export const qi = (name: string) => '"' + name.replace(/"/g, '""') + '"';

export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return '$' + this.values.length;
  }
}

export interface ReadNode {
  table: Table;
  alias: string;
  /** how the embed was named in the request (alias or name); root: '' */
  label: string;
  cols: { expr: string; as: string }[];
  embeds: { as: string; node: ReadNode; rel: Relationship; inner: boolean; toOne: boolean }[];
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** relationship from the parent */
  rel?: Relationship;
  parentAlias?: string;
}

export function columnError(table: Table, column: string) {
  return pgrst(400, '42703', `column ${table.name}.${column} does not exist`);
}

export function writeColumnError(table: Table, column: string) {
  return pgrst(400, 'PGRST204', `Could not find the '${column}' column of '${table.name}' in the schema cache`);
}

function col(table: Table, column: string): Column {
  const c = table.columns.get(column);
  if (!c) throw columnError(table, column);
  return c;
}

export function tableOrThrow(cache: SchemaCache, name: string): Table {
  const t = cache.tables.get(name);
  if (!t) {
    throw pgrst(404, 'PGRST205', `Could not find the table '${cache.schema}.${name}' in the schema cache`, null, null);
  }
  return t;
}

function findRelationship(cache: SchemaCache, from: Table, name: string, hint: string | undefined): Relationship {
  let cands = from.relationships.filter((r) => r.target === name);
  if (cands.length === 0 && !cache.tables.has(name)) {
    // embed by FK column (brand_id) or by constraint name
    cands = from.relationships.filter(
      (r) => r.constraint === name || (r.cardinality !== 'o2m' && r.sourceColumns.length === 1 && r.sourceColumns[0] === name),
    );
  }
  if (hint !== undefined) {
    cands = cands.filter(
      (r) =>
        r.constraint === hint ||
        (r.sourceColumns.length === 1 && r.sourceColumns[0] === hint) ||
        (r.targetColumns.length === 1 && r.targetColumns[0] === hint),
    );
  }
  if (cands.length === 0) {
    throw pgrst(
      400,
      'PGRST200',
      `Could not find a relationship between '${from.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${from.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${cache.schema}', but no matches were found.`,
      'Perhaps you meant a different relationship or table.',
    );
  }
  if (cands.length > 1) {
    throw pgrst(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${from.name}' and '${name}'`,
      JSON.stringify(cands.map((r) => ({ cardinality: r.cardinality, relationship: r.constraint }))) as string,
      `Try changing '${name}' to one of the following: ${cands.map((r) => `'${name}!${r.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  return cands[0] as Relationship;
}

/** Builds the read tree; consumes every condition / order / limit path of `q` or rejects it (PGRST108). */
export function planRead(cache: SchemaCache, root: Table, q: ParsedQuery, select: SelectItem[] = q.select): ReadNode {
  let n = 0;
  const used = new Set<string>();
  const build = (table: Table, items: SelectItem[], path: string, label: string): ReadNode => {
    const alias = 't' + n++;
    const node: ReadNode = { table, alias, label, cols: [], embeds: [], conditions: [], order: [] };
    for (const it of items) {
      if (it.kind === 'star') {
        for (const c of table.columnList) node.cols.push({ expr: `${qi(alias)}.${qi(c.name)}`, as: c.name });
      } else if (it.kind === 'col') {
        col(table, it.name);
        const e = `${qi(alias)}.${qi(it.name)}`;
        node.cols.push({ expr: it.cast ? `${e}::${it.cast}` : e, as: it.alias ?? it.name });
      } else {
        const rel = findRelationship(cache, table, it.name, it.hint);
        const target = tableOrThrow(cache, rel.target);
        const as = it.alias ?? it.name;
        const childPath = path ? `${path}.${as}` : as;
        const child = build(target, it.select, childPath, as);
        child.rel = rel;
        child.parentAlias = alias;
        node.embeds.push({ as, node: child, rel, inner: it.inner, toOne: rel.cardinality !== 'o2m' });
      }
    }
    const conds = q.conditions.get(path);
    if (conds) {
      node.conditions = conds;
      used.add('c:' + path);
    }
    const ord = q.order.get(path);
    if (ord) {
      for (const o of ord) col(table, o.column);
      node.order = ord;
      used.add('o:' + path);
    }
    if (q.limit.has(path)) {
      node.limit = q.limit.get(path);
      used.add('l:' + path);
    }
    if (q.offset.has(path)) {
      node.offset = q.offset.get(path);
      used.add('f:' + path);
    }
    return node;
  };
  const tree = build(root, select, '', '');
  const check = (m: Map<string, unknown>, k: string) => {
    for (const path of m.keys()) {
      if (!used.has(k + path)) {
        throw pgrst(400, 'PGRST108', `'${path}' is not an embedded resource in this request`, null,
          `Verify that '${path}' is included in the 'select' query parameter.`);
      }
    }
  };
  check(q.conditions, 'c:');
  check(q.order, 'o:');
  check(q.limit, 'l:');
  check(q.offset, 'f:');
  return tree;
}

/** Postgres array literal from strings: {"a","b \"c\""} */
export function pgArray(list: string[]): string {
  return '{' + list.map((v) => '"' + v.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"').join(',') + '}';
}

const BIN: Record<string, string> = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'LIKE', ilike: 'ILIKE', match: '~', imatch: '~*',
  cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxl: '&<', nxr: '&>', adj: '-|-', isdistinct: 'IS DISTINCT FROM',
};
const FTS: Record<string, string> = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };

const arrayOf = (c: Column) => (c.isArray ? c.type : `${c.type}[]`);

export function conditionSql(c: Condition, table: Table, alias: string, p: Params): string {
  if (c.kind === 'logic') {
    const inner = c.children.map((ch) => conditionSql(ch, table, alias, p)).join(c.op === 'or' ? ' OR ' : ' AND ');
    return c.negate ? `NOT (${inner})` : `(${inner})`;
  }
  const column = col(table, c.column);
  const ref = `${qi(alias)}.${qi(column.name)}`;
  // values are bound as text and cast in SQL to the column's type (from the schema cache): Postgres reports a bad
  // value as 22P02 instead of the driver failing to serialise it
  const typed = (v: string) => `CAST(${p.add(v)}::text AS ${column.type})`;
  const text = (v: string) => `${p.add(v)}::text`;
  let sql: string;
  if (c.op === 'is') {
    sql = `${ref} IS ${c.value === 'not_null' ? 'NOT NULL' : c.value.toUpperCase()}`;
  } else if (c.op === 'in') {
    sql = c.list && c.list.length > 0 ? `${ref} = ANY(CAST(${p.add(pgArray(c.list))}::text AS ${arrayOf(column)}))` : 'false';
  } else if (c.op in FTS) {
    const cfg = c.config ? `${text(c.config)}::regconfig, ` : '';
    const vec = column.type === 'tsvector' ? ref : `to_tsvector(${cfg}${ref})`;
    sql = `${vec} @@ ${FTS[c.op]}(${cfg}${text(c.value)})`;
  } else if (c.quant) {
    const pattern = c.op === 'like' || c.op === 'ilike' || c.op === 'match' || c.op === 'imatch';
    sql = `${ref} ${BIN[c.op]} ${c.quant.toUpperCase()}(CAST(${p.add(pgArray(c.list ?? []))}::text AS ${pattern ? 'text[]' : arrayOf(column)}))`;
  } else if (c.op === 'like' || c.op === 'ilike' || c.op === 'match' || c.op === 'imatch') {
    sql = `${ref} ${BIN[c.op]} ${text(c.value)}`;
  } else {
    sql = `${ref} ${BIN[c.op]} ${typed(c.value)}`;
  }
  return c.negate ? `NOT (${sql})` : sql;
}

/** WHERE terms of a node: join to the parent, its filters, and EXISTS for its !inner children. */
function whereTerms(node: ReadNode, p: Params): string[] {
  const terms: string[] = [];
  if (node.rel && node.parentAlias) {
    node.rel.targetColumns.forEach((tc, i) => {
      terms.push(`${qi(node.alias)}.${qi(tc)} = ${qi(node.parentAlias as string)}.${qi(node.rel!.sourceColumns[i] as string)}`);
    });
  }
  for (const c of node.conditions) terms.push(conditionSql(c, node.table, node.alias, p));
  for (const e of node.embeds) {
    if (!e.inner) continue;
    const sub = whereTerms(e.node, p);
    terms.push(`EXISTS (SELECT 1 FROM ${tableRef(e.node.table)} AS ${qi(e.node.alias)}${sub.length ? ' WHERE ' + sub.join(' AND ') : ''})`);
  }
  return terms;
}

export const tableRef = (t: Table) => `"public".${qi(t.name)}`;

function orderSql(node: ReadNode): string {
  if (node.order.length === 0) return '';
  return (
    ' ORDER BY ' +
    node.order
      .map((o) => `${qi(node.alias)}.${qi(o.column)}${o.dir === 'desc' ? ' DESC' : ' ASC'}${o.nulls ? (o.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST') : ''}`)
      .join(', ')
  );
}

/** SELECT of one node; `from` is a relation expression (a table, a CTE name, a subquery). */
export function nodeSelect(node: ReadNode, p: Params, from: string = tableRef(node.table)): string {
  const a = qi(node.alias);
  const where = whereTerms(node, p);
  let inner = `SELECT ${a}.* FROM ${from} AS ${a}`;
  if (where.length) inner += ' WHERE ' + where.join(' AND ');
  inner += orderSql(node);
  if (node.limit !== undefined) inner += ` LIMIT ${p.add(String(node.limit))}::text::bigint`;
  if (node.offset !== undefined) inner += ` OFFSET ${p.add(String(node.offset))}::text::bigint`;
  const out: string[] = node.cols.map((c) => `${c.expr} AS ${qi(c.as)}`);
  for (const e of node.embeds) {
    const sub = nodeSelect(e.node, p);
    out.push(
      e.toOne
        ? `(SELECT row_to_json(_e) FROM (${sub}) AS _e) AS ${qi(e.as)}`
        : `COALESCE((SELECT json_agg(_e) FROM (${sub}) AS _e), '[]'::json) AS ${qi(e.as)}`,
    );
  }
  return `SELECT ${out.join(', ')} FROM (${inner}) AS ${a}`;
}

/** count(*) of the root node's rows (filters, !inner), ignoring limit/offset. */
export function countSql(node: ReadNode, p: Params, from: string = tableRef(node.table)): string {
  const where = whereTerms(node, p);
  return `(SELECT count(*) FROM ${from} AS ${qi(node.alias)}${where.length ? ' WHERE ' + where.join(' AND ') : ''})`;
}

/** The whole read statement: one row {total, n, body}. */
export function readSql(node: ReadNode, p: Params, withCount: boolean, from?: string, withCte = ''): string {
  const body = nodeSelect(node, p, from);
  const total = withCount ? countSql(node, p, from) : 'NULL::bigint';
  return `${withCte}SELECT ${total} AS total, count(_t)::int AS n, coalesce(json_agg(_t), '[]')::text AS body FROM (${body}) AS _t`;
}

export interface WriteOptions {
  table: Table;
  rows: Record<string, unknown>[];
  columns?: string[];
  onConflict?: string[];
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
}

/** json_to_recordset column definition list. */
const recordDef = (cols: Column[]) => cols.map((c) => `${qi(c.name)} ${c.type}`).join(', ');

/**
 * INSERT statements (one per distinct key set, so keys missing from a row take the column DEFAULT).
 * Returns CTE parts `s0 AS (INSERT ... RETURNING *)` or plain statements when `returning` is false.
 */
export function insertStatements(o: WriteOptions, params: () => Params, returning: boolean): { sql: string; p: Params }[] {
  const { table } = o;
  const allowed = o.columns ? new Set(o.columns) : null;
  if (o.columns) for (const c of o.columns) if (!table.columns.has(c)) throw writeColumnError(table, c);
  const groups = new Map<string, { cols: Column[]; rows: Record<string, unknown>[] }>();
  for (const row of o.rows) {
    const keys = Object.keys(row).filter((k) => !allowed || allowed.has(k));
    for (const k of keys) if (!table.columns.has(k)) throw writeColumnError(table, k);
    const sig = keys.slice().sort().join('\u0000');
    let g = groups.get(sig);
    if (!g) {
      g = { cols: keys.slice().sort().map((k) => table.columns.get(k) as Column), rows: [] };
      groups.set(sig, g);
    }
    g.rows.push(row);
  }
  let conflict = '';
  if (o.resolution) {
    const target = o.onConflict && o.onConflict.length ? o.onConflict : table.primaryKey;
    for (const c of target) if (!table.columns.has(c)) throw columnError(table, c);
    if (target.length === 0) throw pgrst(400, 'PGRST103', 'Upsert needs a primary key or on_conflict columns');
    conflict = ` ON CONFLICT (${target.map(qi).join(', ')})`;
  }
  const stmts: { sql: string; p: Params }[] = [];
  for (const g of groups.values()) {
    const p = params();
    const ret = returning ? ` RETURNING ${tableRef(table)}.*` : '';
    let onC = '';
    if (conflict) {
      const upd = g.cols.filter((c) => !(o.onConflict ?? table.primaryKey).includes(c.name));
      onC =
        o.resolution === 'ignore-duplicates' || upd.length === 0
          ? `${conflict} DO NOTHING`
          : `${conflict} DO UPDATE SET ${upd.map((c) => `${qi(c.name)} = EXCLUDED.${qi(c.name)}`).join(', ')}`;
    }
    if (g.cols.length === 0) {
      for (let i = 0; i < g.rows.length; i++) stmts.push({ sql: `INSERT INTO ${tableRef(table)} DEFAULT VALUES${onC}${ret}`, p });
      continue;
    }
    const names = g.cols.map((c) => qi(c.name)).join(', ');
    stmts.push({
      sql: `INSERT INTO ${tableRef(table)} (${names}) SELECT ${names} FROM json_to_recordset(${p.add(JSON.stringify(g.rows))}::text::json) AS _r(${recordDef(g.cols)})${onC}${ret}`,
      p,
    });
  }
  return stmts;
}

export function updateStatement(table: Table, patch: Record<string, unknown>, node: ReadNode, p: Params, returning: boolean): string | null {
  const keys = Object.keys(patch);
  for (const k of keys) if (!table.columns.has(k)) throw writeColumnError(table, k);
  if (keys.length === 0) return null;
  const cols = keys.map((k) => table.columns.get(k) as Column);
  const a = qi(node.alias);
  const where = node.conditions.map((c) => conditionSql(c, table, node.alias, p));
  return (
    `UPDATE ${tableRef(table)} AS ${a} SET ${cols.map((c) => `${qi(c.name)} = _r.${qi(c.name)}`).join(', ')} ` +
    `FROM json_to_record(${p.add(JSON.stringify(patch))}::text::json) AS _r(${recordDef(cols)})` +
    (where.length ? ` WHERE ${where.join(' AND ')}` : '') +
    (returning ? ` RETURNING ${a}.*` : '')
  );
}

export function deleteStatement(table: Table, node: ReadNode, p: Params, returning: boolean): string {
  const a = qi(node.alias);
  const where = node.conditions.map((c) => conditionSql(c, table, node.alias, p));
  return `DELETE FROM ${tableRef(table)} AS ${a}` + (where.length ? ` WHERE ${where.join(' AND ')}` : '') + (returning ? ` RETURNING ${a}.*` : '');
}
