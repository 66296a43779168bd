/**
 * Stage 3 of the PostgREST pipeline (src/PostgREST/Query): a plan -> SQL. Every statement the REST layer runs is
 * built here. Identifiers come only from the schema cache and are quoted; values are always parameters.
 */
import type { Condition } from './parse-filter';
import type { Aggregate } from './parse-select';
import type { JsonStep } from './parse-text';
import { hasAggregate, type ReadNode } from './plan-read';
import type { RpcPlan } from './plan-rpc';
import type { MutatePlan } from './plan-write';
import type { Column, Table } from './schema-cache';

export const qi = (name: string) => '"' + name.replace(/"/g, '""') + '"';

export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return '$' + this.values.length;
  }
}

/** One statement and its parameters. */
export interface Statement {
  sql: string;
  values: unknown[];
}

/** Postgres array literal from strings: {"a","b \"c\""} */
export function pgArray(list: string[]): string {
  return '{' + list.map((v) => '"' + v.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"').join(',') + '}';
}

// nxr: does not extend to the right of (&<); nxl: does not extend to the left of (&>), as in PostgREST
const BIN: Record<string, string> = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'LIKE', ilike: 'ILIKE', match: '~', imatch: '~*',
  cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxl: '&>', nxr: '&<', adj: '-|-', isdistinct: 'IS DISTINCT FROM',
};
const FTS: Record<string, string> = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };

const arrayOf = (c: Column) => (c.isArray ? c.type : `${c.type}[]`);

export const tableRef = (t: Table) => `${qi(t.schema)}.${qi(t.name)}`;

/** `ref->$1->>$2`: JSON keys are parameters; a numeric key indexes an array. */
function jsonRef(ref: string, json: JsonStep[] | undefined, p: Params): string {
  if (!json) return ref;
  return json.reduce((acc, st) => `${acc}${st.arrow}${/^-?\d+$/.test(st.key) ? `${p.add(st.key)}::text::int` : `${p.add(st.key)}::text`}`, ref);
}

/** A filter's column or computed field; the planner has already checked it exists. */
function column(table: Table, name: string): Column {
  return (table.columns.get(name) ?? table.computed?.get(name)) as Column;
}

const isComputed = (table: Table, name: string) => !table.columns.has(name) && !!table.computed?.has(name);

/** A column of the row `alias`, or a computed field: the function applied to the row. */
function fieldRef(table: Table, alias: string, name: string): string {
  return isComputed(table, name) ? `${qi(table.schema)}.${qi(name)}(${qi(alias)})` : `${qi(alias)}.${qi(name)}`;
}

export function conditionSql(c: Condition, table: Table, alias: string, p: Params): string {
  if (c.kind === 'logic') {
    const inner = c.children.map((ch) => conditionSql(ch, table, alias, p)).join(c.op === 'or' ? ' OR ' : ' AND ');
    return c.negate ? `NOT (${inner})` : `(${inner})`;
  }
  const base = column(table, c.column);
  const last = c.json?.[c.json.length - 1];
  // a JSON path compares text (->>) or jsonb (->)
  const col: Column = last ? { ...base, type: last.arrow === '->>' ? 'text' : 'jsonb', isArray: false } : base;
  const field = fieldRef(table, alias, base.name);
  const ref = last ? `(${jsonRef(field, c.json, p)})${last.arrow === '->' ? '::jsonb' : ''}` : field;
  // values are bound as text and cast in SQL to the column's type (from the schema cache): Postgres reports a bad
  // value as 22P02 instead of the driver failing to serialise it
  const typed = (v: string) => `CAST(${p.add(v)}::text AS ${col.type})`;
  const text = (v: string) => `${p.add(v)}::text`;
  // a scalar subquery, so the array is parsed once (an InitPlan), not once per row: array_in is only stable
  const list = (vs: string[], type: string) => `(SELECT CAST(${p.add(pgArray(vs))}::text AS ${type}))::${type}`;
  let sql: string;
  if (c.op === 'is') {
    sql = `${ref} IS ${c.value === 'not_null' ? 'NOT NULL' : c.value.toUpperCase()}`;
  } else if (c.op === 'in') {
    sql = c.list && c.list.length > 0 ? `${ref} = ANY(${list(c.list, arrayOf(col))})` : 'false';
  } else if (c.op in FTS) {
    const cfg = c.config ? `${text(c.config)}::regconfig, ` : '';
    const vec = col.type === 'tsvector' ? ref : `to_tsvector(${cfg}${ref})`;
    sql = `${vec} @@ ${FTS[c.op]}(${cfg}${text(c.value)})`;
  } else if (c.quant) {
    const pattern = c.op === 'like' || c.op === 'ilike' || c.op === 'match' || c.op === 'imatch';
    sql = `${ref} ${BIN[c.op]} ${c.quant.toUpperCase()}(${list(c.list ?? [], pattern ? 'text[]' : arrayOf(col))})`;
  } else if (c.op === 'like' || c.op === 'ilike' || c.op === 'match' || c.op === 'imatch') {
    sql = `${ref} ${BIN[c.op]} ${text(c.value)}`;
  } else {
    sql = `${ref} ${BIN[c.op]} ${typed(c.value)}`;
  }
  return c.negate ? `NOT (${sql})` : sql;
}

/**
 * The root's to-one computed relationships it keeps rows by (`fn!inner`), joined as PostgREST joins them
 * (`INNER JOIN LATERAL (...) ON TRUE`, innerJoins) instead of EXISTS: the planner inlines a plain SQL function there
 * into a join (my_bookmark: a hash join on the user's bookmarks), where EXISTS over a function of the row stays a
 * subquery run once per row. To-one, so a row is kept once.
 */
function innerComputed(node: ReadNode): { e: ReadNode['embeds'][number]; computed: { fn: string; rowType: string } }[] {
  if (node.parentAlias !== undefined) return [];
  return node.embeds.flatMap((e) => (e.inner && e.toOne && e.rel.computed ? [{ e, computed: e.rel.computed }] : []));
}

function innerJoins(node: ReadNode, p: Params): string {
  return innerComputed(node)
    .map(({ e, computed }) => {
      const where = whereTerms(e.node, p);
      const source = computedSource(node, computed);
      return ` INNER JOIN LATERAL (SELECT ${qi(e.node.alias)}.* FROM ${source} AS ${qi(e.node.alias)}${where.length ? ' WHERE ' + where.join(' AND ') : ''}) AS ${qi(`pgrst_i_${e.as}`)} ON TRUE`;
    })
    .join('');
}

/** WHERE terms of a node: join to the parent, its filters, and EXISTS for its !inner children (but innerJoins'). */
function whereTerms(node: ReadNode, p: Params): string[] {
  const terms: string[] = [];
  const rel = node.rel;
  if (rel?.computed) {
    // the function's rows are the source (nodeSelect's `from`): no join condition
  } else if (rel?.junction && node.parentAlias) {
    const j = qi(`${node.alias}_j`);
    const on = [
      ...rel.junction.targetColumns.map((jc, i) => `${j}.${qi(jc)} = ${qi(node.alias)}.${qi(rel.targetColumns[i] as string)}`),
      ...rel.junction.sourceColumns.map((jc, i) => `${j}.${qi(jc)} = ${qi(node.parentAlias as string)}.${qi(rel.sourceColumns[i] as string)}`),
    ];
    terms.push(`EXISTS (SELECT 1 FROM ${qi(node.table.schema)}.${qi(rel.junction.table)} AS ${j} WHERE ${on.join(' AND ')})`);
  } else if (rel && node.parentAlias) {
    rel.targetColumns.forEach((tc, i) => {
      terms.push(`${qi(node.alias)}.${qi(tc)} = ${qi(node.parentAlias as string)}.${qi(rel.sourceColumns[i] as string)}`);
    });
  }
  for (const c of node.conditions) terms.push(conditionSql(c, node.table, node.alias, p));
  const joined = innerComputed(node).map((j) => j.e);
  for (const e of node.embeds) {
    if (!e.inner || joined.includes(e)) continue;
    const sub = whereTerms(e.node, p);
    const source = e.rel.computed ? computedSource(node, e.rel.computed) : tableRef(e.node.table);
    terms.push(`EXISTS (SELECT 1 FROM ${source} AS ${qi(e.node.alias)}${sub.length ? ' WHERE ' + sub.join(' AND ') : ''})`);
  }
  return terms;
}

/** The alias of the LEFT JOIN LATERAL that brings an embedded to-one row into the ORDER BY (orderJoins). */
const orderAlias = (relation: string) => qi(`pgrst_o_${relation}`);

/** An order term's value: a column of the row, or (`rel(col)`) the column of the embedded to-one row. */
function orderRef(node: ReadNode, o: ReadNode['order'][number], p: Params): string {
  if (o.relation === undefined) return jsonRef(fieldRef(node.table, node.alias, o.column), o.json, p);
  const e = node.embeds.find((x) => x.as === o.relation) as ReadNode['embeds'][number];
  return jsonRef(fieldRef(e.node.table, `pgrst_o_${o.relation}`, o.column), o.json, p);
}

/**
 * The to-one rows a related order reads, each joined once as PostgREST does (`LEFT JOIN LATERAL (...) ON TRUE`): a
 * plain SQL computed relationship is then inlined by the planner into the query, instead of running once per row.
 */
function orderJoins(node: ReadNode, p: Params): string {
  const relations = [...new Set(node.order.filter((o) => o.relation !== undefined).map((o) => o.relation as string))];
  return relations
    .map((relation) => {
      const e = node.embeds.find((x) => x.as === relation) as ReadNode['embeds'][number];
      const child = e.node;
      const where = whereTerms(child, p);
      const source = e.rel.computed ? computedSource(node, e.rel.computed) : tableRef(child.table);
      return ` LEFT JOIN LATERAL (SELECT ${qi(child.alias)}.* FROM ${source} AS ${qi(child.alias)}${where.length ? ' WHERE ' + where.join(' AND ') : ''}) AS ${orderAlias(relation)} ON TRUE`;
    })
    .join('');
}

function orderSql(node: ReadNode, p: Params): string {
  if (node.order.length === 0) return '';
  return (
    ' ORDER BY ' +
    node.order
      .map((o) => `${orderRef(node, o, p)}${o.dir === 'desc' ? ' DESC' : ' ASC'}${o.nulls ? (o.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST') : ''}`)
      .join(', ')
  );
}

/**
 * The spread to-one embeds whose every column is also an order term (`select=...,...rel(col)&order=rel(col)`), by
 * embed name: each output name and the index of its order term. PostgREST selects and orders by the same lateral
 * join, so the select takes the value the order already worked out (`pgrst_k<i>`) instead of running the embed again
 * for each row: a computed relationship is then planned once, and the page's rows need not carry the whole row.
 */
function orderedSpreads(node: ReadNode): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const e of node.embeds) {
    const cols = e.node.cols;
    if (e.hidden || !e.spread || !e.toOne || e.node.embeds.length > 0 || cols.length === 0) continue;
    if (cols.some((c) => c.agg || c.json || c.cast || c.hoisted)) continue;
    const names = new Map<string, number>();
    for (const c of cols) {
      const i = node.order.findIndex((o) => o.relation === e.as && o.column === c.column && !o.json);
      if (i >= 0) names.set(c.as, i);
    }
    if (names.size === cols.length) out.set(e.as, names);
  }
  return out;
}

/** A computed relationship's rows: the function applied to the parent row, rebuilt as the table's row type. */
function computedSource(parent: ReadNode, c: { fn: string; rowType: string }): string {
  const s = qi(parent.table.schema);
  const row = `ROW(${parent.table.columnList.map((col) => `${qi(parent.alias)}.${qi(col.name)}`).join(', ')})::${s}.${qi(c.rowType)}`;
  return `${s}.${qi(c.fn)}(${row})`;
}

/** The names a node's SELECT outputs, in order (a spread embed contributes its child's names). */
function outputNames(node: ReadNode): string[] {
  return [...node.cols.map((c) => c.as), ...node.embeds.filter((e) => !e.hidden).flatMap((e) => (e.spread ? outputNames(e.node) : [e.as]))];
}

const AGG_SQL = { count: 'count', sum: 'sum', avg: 'avg', min: 'min', max: 'max' } as const;

/** The aggregates a to-one spread hands up to its parent, by output name (through nested to-one spreads). */
function hoistedAggs(node: ReadNode): Map<string, { agg: Aggregate; cast?: string }> {
  const out = new Map<string, { agg: Aggregate; cast?: string }>();
  for (const c of node.cols) if (c.hoisted && c.agg) out.set(c.as, { agg: c.agg, cast: c.cast });
  for (const e of node.embeds) if (e.spread && e.toOne && !e.hidden) for (const [k, v] of hoistedAggs(e.node)) out.set(k, v);
  return out;
}

/**
 * SELECT of one node; `from` is a relation expression (a table, a CTE name, a subquery). `page`: the FROM clause of
 * rows already filtered, ordered and limited (sharedReadSql), instead of filtering `from` here.
 */
function nodeSelect(node: ReadNode, p: Params, from: string = tableRef(node.table), page?: string): string {
  const a = qi(node.alias);
  const computed = [...new Set(node.cols.filter((c) => isComputed(node.table, c.column)).map((c) => c.column))];
  let inner = `SELECT ${a}.*${computed.map((name) => `, ${fieldRef(node.table, node.alias, name)} AS ${qi(name)}`).join('')}`;
  // with aggregates, order / limit / offset apply to the groups (as in PostgREST), so they go after GROUP BY; an
  // aggregate in a to-one spread is hoisted: this node applies it (PostgREST's hoistSpreadAggFunctions)
  const applies = !node.hoistsUp;
  const aggregated = node.cols.some((c) => c.agg && !c.hoisted) || (applies && node.embeds.some((e) => e.spread && e.toOne && !e.hidden && hoistedAggs(e.node).size > 0));
  const paging = (orderBy: string) =>
    orderBy +
    (node.limit !== undefined ? ` LIMIT ${p.add(String(node.limit))}::text::bigint` : '') +
    (node.offset !== undefined ? ` OFFSET ${p.add(String(node.offset))}::text::bigint` : '');
  const reused = aggregated ? new Map<string, Map<string, number>>() : orderedSpreads(node);
  const reusedKeys = new Set([...reused.values()].flatMap((names) => [...names.values()]));
  node.order.forEach((o, i) => {
    if (reusedKeys.has(i)) inner += `, ${page ? `pgrst_page."pgrst_k${i}"` : orderRef(node, o, p)} AS "pgrst_k${i}"`;
  });
  if (page) inner += ` ${page}`;
  else {
    inner += ` FROM ${from} AS ${a}${innerJoins(node, p)}`;
    const where = whereTerms(node, p);
    if (!aggregated) inner += orderJoins(node, p);
    if (where.length) inner += ' WHERE ' + where.join(' AND ');
    if (!aggregated) inner += paging(orderSql(node, p));
  }
  const value = (c: ReadNode['cols'][number]) => (c.json ? `(${jsonRef(`${a}.${qi(c.column)}`, c.json, p)})` : `${a}.${qi(c.column)}`);
  const groupBy: string[] = [];
  const out: string[] = node.cols.map((c) => {
    let e: string;
    // a hoisted aggregate's value, for the parent to aggregate (count(): 1 when the row is there)
    if (c.hoisted) return `${c.column === '' ? '1' : value(c)} AS ${qi(c.as)}`;
    if (c.agg) e = `${AGG_SQL[c.agg]}(${c.column === '' ? '*' : value(c)})`;
    else {
      e = value(c);
      groupBy.push(e);
    }
    return `${e}${c.cast ? `::${c.cast}` : ''} AS ${qi(c.as)}`;
  });
  // with aggregates, each embed is one more grouping key (as jsonb: json has no equality), the same expression text
  const embedded = (expr: string, name: string, json = true) => {
    const e = aggregated && json ? `(${expr})::jsonb` : `(${expr})`;
    if (aggregated) groupBy.push(e);
    out.push(`${e} AS ${qi(name)}`);
  };
  for (const e of node.embeds) {
    if (e.hidden) continue;
    const fromOrder = reused.get(e.as);
    if (fromOrder) {
      for (const [name, i] of fromOrder) out.push(`${a}."pgrst_k${i}" AS ${qi(name)}`);
      continue;
    }
    const sub = nodeSelect(e.node, p, e.rel.computed ? computedSource(node, e.rel.computed) : undefined);
    if (e.spread) {
      // a to-one spread: the embed's columns join the parent's; to-many (PostgREST 13): each column is an array of its values
      const hoisted = e.toOne && applies ? hoistedAggs(e.node) : new Map<string, { agg: Aggregate; cast?: string }>();
      for (const name of outputNames(e.node)) {
        const h = hoisted.get(name);
        if (h) {
          out.push(`${AGG_SQL[h.agg]}((SELECT _e.${qi(name)} FROM (${sub}) AS _e))${h.cast ? `::${h.cast}` : ''} AS ${qi(name)}`);
          continue;
        }
        embedded(e.toOne ? `SELECT _e.${qi(name)} FROM (${sub}) AS _e` : `SELECT COALESCE(json_agg(_e.${qi(name)}), '[]'::json) FROM (${sub}) AS _e`, name, !e.toOne);
      }
      continue;
    }
    embedded(e.toOne ? `SELECT row_to_json(_e) FROM (${sub}) AS _e` : `COALESCE((SELECT json_agg(_e) FROM (${sub}) AS _e), '[]'::json)`, e.as);
  }
  const grouped = aggregated && groupBy.length ? ` GROUP BY ${groupBy.join(', ')}` : '';
  const groupOrder = aggregated && !page && node.order.length
    ? ' ORDER BY ' + node.order.map((o) => `${jsonRef(`${a}.${qi(o.column)}`, o.json, p)}${o.dir === 'desc' ? ' DESC' : ' ASC'}${o.nulls ? (o.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST') : ''}`).join(', ')
    : '';
  return `SELECT ${out.join(', ')} FROM (${inner}) AS ${a}${grouped}${aggregated && !page ? paging(groupOrder) : ''}`;
}

/** count(*) of the root node's rows (filters, !inner), ignoring limit/offset. */
function countSql(node: ReadNode, p: Params, from: string = tableRef(node.table)): string {
  const joins = innerJoins(node, p);
  const where = whereTerms(node, p);
  return `(SELECT count(*) FROM ${from} AS ${qi(node.alias)}${joins}${where.length ? ' WHERE ' + where.join(' AND ') : ''})`;
}

const PATTERN_OPS: ReadonlySet<string> = new Set(['like', 'ilike', 'match', 'imatch', ...Object.keys(FTS)]);
const hasPattern = (cs: Condition[]): boolean => cs.some((c) => (c.kind === 'logic' ? hasPattern(c.children) : PATTERN_OPS.has(c.op)));

/**
 * Whether the exact count and the page of a read share one scan (sharedReadSql). The planner cannot estimate a
 * pattern match (like, ilike, regex, full text) under row-level security: it assumes a handful of rows and plans the
 * page as a full scan and a sort, then the count scans the rows again. With one scan the page is the first rows of
 * the counted ones. An order on an embedded row (`order=rel(col)`) sorts every matching row too, and with one scan
 * the sort carries only the row's ctid and order keys instead of whole rows. Otherwise the page is usually an index
 * range that stops at the limit: two statements' worth of work stays cheaper. A table (a view has no ctid), a limit,
 * no aggregates.
 */
function sharesCountScan(node: ReadNode): boolean {
  const sortsEveryRow = hasPattern(node.conditions) || node.order.some((o) => o.relation !== undefined);
  return node.table.kind === 'table' && node.limit !== undefined && !hasAggregate(node) && sortsEveryRow;
}

/**
 * One scan for the exact count and the page: the matching rows' ctid and order keys with `count(*) OVER ()`, the
 * page of them (a top-N sort), then the page's rows read again by ctid (row-level security applies again, in the
 * same snapshot). An empty page (an offset past the end, limit 0) has no total on it: the count is then its own scan.
 */
function sharedReadSql(node: ReadNode, p: Params, csv: boolean): string {
  const a = qi(node.alias);
  const joins = innerJoins(node, p);
  const where = whereTerms(node, p);
  const keys = node.order.map((o, i) => `, ${orderRef(node, o, p)} AS "pgrst_k${i}"`).join('');
  const by = (rel: string) =>
    node.order.length === 0
      ? ''
      : ' ORDER BY ' + node.order.map((o, i) => `${rel}."pgrst_k${i}"${o.dir === 'desc' ? ' DESC' : ' ASC'}${o.nulls ? (o.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST') : ''}`).join(', ');
  const matching = `SELECT ${a}.ctid AS pgrst_ctid${keys}, count(*) OVER () AS pgrst_total FROM ${tableRef(node.table)} AS ${a}${joins}${orderJoins(node, p)}${where.length ? ' WHERE ' + where.join(' AND ') : ''}`;
  let pageSql = `SELECT pgrst_w.* FROM (${matching}) AS pgrst_w${by('pgrst_w')} LIMIT ${p.add(String(node.limit))}::text::bigint`;
  if (node.offset !== undefined) pageSql += ` OFFSET ${p.add(String(node.offset))}::text::bigint`;
  const body = nodeSelect(node, p, undefined, `FROM pgrst_page JOIN ${tableRef(node.table)} AS ${a} ON ${a}.ctid = pgrst_page.pgrst_ctid${by('pgrst_page')}`);
  const total = `coalesce((SELECT max(pgrst_total) FROM pgrst_page), ${countSql(node, p)})`;
  return `WITH pgrst_page AS MATERIALIZED (${pageSql}) SELECT ${total} AS total, count(*)::int AS n, ${bodyOut(node, p, csv)} AS body FROM (${body}) AS _t`;
}

/**
 * The body column over the rows `_t`: a JSON array, or CSV as PostgREST writes it (asCsvF): the header line (the
 * first row's keys, so empty without rows), a newline, then each row's record text (a null last field leaves a
 * trailing comma).
 */
function bodyOut(node: ReadNode, p: Params, csv: boolean): string {
  return csv
    ? `CASE WHEN count(*) = 0 THEN '' ELSE ${p.add(outputNames(node).join(','))}::text END || E'\\n' || coalesce(string_agg(substring(_t::text, 2, length(_t::text) - 2), E'\\n'), '')`
    : `coalesce(json_agg(_t), '[]')::text`;
}

/**
 * The whole read statement: one row {total, n, body}. `from` replaces the root table (a CTE, a function call).
 * `csv`: the body is PostgREST's CSV, a header line of the selected names, then each row's record text.
 */
export function readSql(node: ReadNode, p: Params, withCount: boolean, from?: string, withCte = '', csv = false): string {
  if (withCount && from === undefined && !withCte && sharesCountScan(node)) return sharedReadSql(node, p, csv);
  const body = nodeSelect(node, p, from);
  const total = withCount ? countSql(node, p, from) : 'NULL::bigint';
  return `${withCte}SELECT ${total} AS total, count(*)::int AS n, ${bodyOut(node, p, csv)} AS body FROM (${body}) AS _t`;
}

/** The read statement of a plan. */
export function readStatement(node: ReadNode, withCount: boolean, csv = false): Statement {
  const p = new Params();
  return { sql: readSql(node, p, withCount, undefined, '', csv), values: p.values };
}

/** EXPLAIN of a statement: the planner's estimate of its cost and rows, without running it. */
export function explainStatement(s: Statement): Statement {
  return { sql: `EXPLAIN (FORMAT JSON) ${s.sql}`, values: s.values };
}

/** `explain()` (db-plan-enabled): EXPLAIN of the request's statement in the asked format and options, as PostgREST runs it. */
export function explainPlanStatement(s: Statement, plan: { format: 'json' | 'text'; options: string[] }): Statement {
  const opts = [`FORMAT ${plan.format === 'json' ? 'JSON' : 'TEXT'}`, ...plan.options.map((o) => o.toUpperCase())];
  return { sql: `EXPLAIN (${opts.join(', ')}) ${s.sql}`, values: s.values };
}

/** The statement timeout on PostgreSQL (PGlite cannot interrupt a statement: the planner budget bounds it there). */
export function statementTimeout(ms: number): Statement {
  return { sql: `SELECT set_config('statement_timeout', $1, true)`, values: [String(ms)] };
}

/** Planner row estimate of the root node's rows (count=planned / estimated). */
export function plannedCountStatement(node: ReadNode): Statement {
  const p = new Params();
  const joins = innerJoins(node, p);
  const where = whereTerms(node, p);
  return explainStatement({ sql: `SELECT 1 FROM ${tableRef(node.table)} AS ${qi(node.alias)}${joins}${where.length ? ' WHERE ' + where.join(' AND ') : ''}`, values: p.values });
}

/** json_to_record column definition list. */
const recordDef = (cols: Column[]) => cols.map((c) => `${qi(c.name)} ${c.type}`).join(', ');

/** The transaction setting an upsert (`merge-duplicates`) counts its inserted rows in (PostgREST's `pgrst.inserted`). */
export const INSERTED_SETTING = 'pgrst.inserted';
const insertedNow = `coalesce(nullif(current_setting('${INSERTED_SETTING}', true), '')::int, 0)`;

/**
 * ONE INSERT for all rows into the plan's target columns; a key missing from a row is NULL, or with
 * `Prefer: missing=default` the column's default, as in PostgREST: every row is the object of the target columns'
 * defaults (evaluated per row, a sequence's `nextval` included) merged with the row, so a row's own keys win.
 * A `merge-duplicates` upsert counts the rows it inserts in `pgrst.inserted` (+1 per row proposed, -1 per row
 * updated instead): the response is 201 when one was inserted, else 200 (PostgREST's response_inserted).
 */
function insertSql(plan: Extract<MutatePlan, { kind: 'insert' }>, p: Params, returning: boolean): string {
  const { table, columns } = plan;
  const ret = returning ? ` RETURNING ${tableRef(table)}.*` : '';
  const counting = Boolean(plan.onConflict) && plan.resolution !== 'ignore-duplicates';
  let onC = '';
  if (plan.onConflict) {
    const target = ` ON CONFLICT (${plan.onConflict.map(qi).join(', ')})`;
    const upd = columns.filter((c) => !(plan.onConflict as string[]).includes(c.name));
    const uncount = ` WHERE set_config('${INSERTED_SETTING}', (${insertedNow} - 1)::text, true) IS NOT NULL`;
    if (plan.resolution === 'ignore-duplicates') onC = `${target} DO NOTHING`;
    // only the conflict columns in the payload: PostgREST still merges (a no-op update) and returns the row
    else if (upd.length === 0) onC = `${target} DO UPDATE SET ${plan.onConflict.map((c) => `${qi(c)} = EXCLUDED.${qi(c)}`).join(', ')}${uncount}`;
    else onC = `${target} DO UPDATE SET ${upd.map((c) => `${qi(c.name)} = EXCLUDED.${qi(c.name)}`).join(', ')}${uncount}`;
  }
  const count = counting ? ` WHERE set_config('${INSERTED_SETTING}', (${insertedNow} + 1)::text, true) IS NOT NULL` : '';
  const body = p.add(JSON.stringify(plan.rows));
  if (columns.length === 0) return `INSERT INTO ${tableRef(table)} SELECT FROM json_array_elements(${body}::text::json) AS _e(j)${count}${onC}${ret}`;
  const names = columns.map((c) => qi(c.name)).join(', ');
  const values = columns.map((c) => `_r.${qi(c.name)}`).join(', ');
  const defaults = plan.missingDefault ? columns.filter((c) => c.default !== null) : [];
  // jsonb_build_object takes at most 100 arguments: 50 defaults per call
  const objects: string[] = [];
  for (let i = 0; i < defaults.length; i += 50) {
    objects.push(`jsonb_build_object(${defaults.slice(i, i + 50).map((c) => `${p.add(c.name)}::text, ${c.default}`).join(', ')})`);
  }
  const rows = defaults.length
    ? `jsonb_array_elements(${body}::text::jsonb) AS _e(j), LATERAL jsonb_to_record(${objects.join(' || ')} || _e.j) AS _r(${recordDef(columns)})`
    : `json_array_elements(${body}::text::json) AS _e(j), LATERAL json_to_record(_e.j) AS _r(${recordDef(columns)})`;
  return `INSERT INTO ${tableRef(table)} (${names}) SELECT ${values} FROM ${rows}${count}${onC}${ret}`;
}

function updateSql(plan: Extract<MutatePlan, { kind: 'update' }>, p: Params, returning: boolean): string {
  const { table, node, columns } = plan;
  const a = qi(node.alias);
  const where = node.conditions.map((c) => conditionSql(c, table, node.alias, p));
  return (
    `UPDATE ${tableRef(table)} AS ${a} SET ${columns.map((c) => `${qi(c.name)} = _r.${qi(c.name)}`).join(', ')} ` +
    `FROM json_to_record(${p.add(JSON.stringify(plan.patch))}::text::json) AS _r(${recordDef(columns)})` +
    (where.length ? ` WHERE ${where.join(' AND ')}` : '') +
    (returning ? ` RETURNING ${a}.*` : '')
  );
}

function deleteSql(plan: Extract<MutatePlan, { kind: 'delete' }>, p: Params, returning: boolean): string {
  const { table, node } = plan;
  const a = qi(node.alias);
  const where = node.conditions.map((c) => conditionSql(c, table, node.alias, p));
  return `DELETE FROM ${tableRef(table)} AS ${a}` + (where.length ? ` WHERE ${where.join(' AND ')}` : '') + (returning ? ` RETURNING ${a}.*` : '');
}

function mutateSql(plan: MutatePlan, p: Params, returning: boolean): string {
  if (plan.kind === 'insert') return insertSql(plan, p, returning);
  if (plan.kind === 'update') return updateSql(plan, p, returning);
  return deleteSql(plan, p, returning);
}

/**
 * A write. With a representation: one row {total, n, body} shaped by `plan.shape` over the changed rows. Without:
 * the bare statement (no RETURNING, so row-level security's SELECT policies do not apply, as in PostgREST).
 */
export function mutateStatement(plan: MutatePlan, representation: boolean, location?: string[]): Statement {
  const p = new Params();
  if (location && plan.kind === 'insert') {
    // return=headers-only: only the primary key comes back, for the Location header
    const sql = mutateSql(plan, p, false) + ` RETURNING ${location.map((c) => `${tableRef(plan.table)}.${qi(c)}`).join(', ')}`;
    return { sql: `WITH pgrst_source AS (${sql}) SELECT NULL::bigint AS total, count(*)::int AS n, coalesce(json_agg(pgrst_source), '[]')::text AS body FROM pgrst_source`, values: p.values };
  }
  if (!representation) return { sql: mutateSql(plan, p, false), values: p.values };
  const withCte = `WITH pgrst_source AS (${mutateSql(plan, p, true)}) `;
  return { sql: readSql(plan.shape, p, false, 'pgrst_source', withCte), values: p.values };
}

/** The function call with named arguments taken from one JSON object parameter. */
function rpcCall(plan: RpcPlan, p: Params): { call: string; from: string } {
  const { fn, args } = plan;
  const used = fn.args.filter((a) => a.name in args);
  if (plan.unnamed) {
    const only = fn.args[0] as { type: string };
    return { call: `${qi(fn.schema)}.${qi(fn.name)}(CAST(${p.add(plan.body)}::text AS ${only.type}))`, from: '' };
  }
  const from = used.length ? `json_to_record(${p.add(JSON.stringify(args))}::text::json) AS _a(${used.map((a) => `${qi(a.name)} ${a.type}`).join(', ')})` : '';
  const call = `${qi(fn.schema)}.${qi(fn.name)}(${used.map((a) => `${qi(a.name)} := _a.${qi(a.name)}`).join(', ')})`;
  return { call, from };
}

/** An RPC: rows of a set-returning / composite function go through the read shape; a scalar is one `body`. */
export function rpcStatement(plan: RpcPlan, withCount: boolean): Statement {
  const p = new Params();
  const { call, from } = rpcCall(plan, p);
  const source = `SELECT _f.* FROM ${from ? from + ', LATERAL ' : ''}${call} AS _f`;
  if (plan.node) {
    // a CTE, so the function runs once even when the count reads its rows too
    return { sql: readSql(plan.node, p, withCount, 'pgrst_source', `WITH pgrst_source AS (${source}) `), values: p.values };
  }
  // a media type handler's value is the answer: bytea as hex (bytes in the response), text as it is
  const value = plan.media ? (plan.media.binary ? `encode((${call})::bytea, 'hex')` : `(${call})::text`) : `to_json(${call})::text`;
  const sql = plan.fn.returnsSet
    ? `SELECT coalesce(json_agg(_f), '[]')::text AS body, count(*)::int AS n FROM (SELECT _f FROM ${from ? from + ', LATERAL ' : ''}${call} AS _f) AS _x(_f)`
    : `SELECT ${value} AS body, 1 AS n${from ? ' FROM ' + from : ''}`;
  return { sql, values: p.values };
}

/** GET / HEAD on a function run read-only, as PostgREST does. */
export const READ_ONLY = 'SET TRANSACTION READ ONLY';
