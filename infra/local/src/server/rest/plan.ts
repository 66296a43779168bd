/**
 * Stage 2 of the PostgREST pipeline (src/PostgREST/Plan): an ApiRequest + the schema cache -> a plan. Unknown
 * tables / columns / relationships / functions are rejected here, before the database is touched, and so is work
 * over the local server's limits (embed depth; rows per write are counted in api-request.ts, before parsing).
 */
import type { ApiRequest, CountKind } from './api-request';
import { pgrst } from './errors';
import type { Aggregate, Condition, JsonStep, OrderTerm, ParsedQuery, SelectItem } from './parser';
import type { Column, Fn, Relationship, SchemaCache, Table } from './schema-cache';

/** Embeds nested deeper than this are refused: the product nests two levels; five took seconds on PGlite. */
export const MAX_EMBED_DEPTH = 3;

export interface ReadNode {
  table: Table;
  alias: string;
  /** how the embed was named in the request (alias or name); root: '' */
  label: string;
  /** selected columns, with an optional cast from the parser's allow-list */
  cols: { column: string; cast?: string; json?: JsonStep[]; agg?: Aggregate; as: string; hoisted?: boolean }[];
  /** `hidden`: an embed with no fields (`users()`, or `users!inner()` to filter): left out of the output */
  embeds: { as: string; node: ReadNode; rel: Relationship; inner: boolean; toOne: boolean; hidden: boolean; spread: boolean }[];
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** a to-one spread: its aggregates (and those hoisted into it) are applied by the parent */
  hoistsUp?: boolean;
  /** relationship from the parent */
  rel?: Relationship;
  parentAlias?: string;
}

export interface ReadPlan {
  kind: 'read';
  node: ReadNode;
  count?: CountKind;
}

export type MutatePlan =
  | {
      kind: 'insert';
      table: Table;
      rows: Record<string, unknown>[];
      /** target columns: the union of the rows' keys (or `columns=`) */
      columns: Column[];
      /** columns every row has a key for */
      complete: Set<string>;
      /** Prefer: missing=default: a key a row leaves out takes the column default (else NULL, as in PostgREST) */
      missingDefault: boolean;
      onConflict?: string[];
      resolution?: 'merge-duplicates' | 'ignore-duplicates';
      shape: ReadNode;
    }
  | { kind: 'update'; table: Table; node: ReadNode; patch: Record<string, unknown>; columns: Column[]; shape: ReadNode }
  | { kind: 'delete'; table: Table; node: ReadNode; shape: ReadNode };

export interface WritePlan {
  kind: 'write';
  mutate: MutatePlan;
  representation: boolean;
  /** POST with `Prefer: return=headers-only`: the new row's primary key, for the Location header */
  location?: string[];
  /** 201 for POST, 200 for PUT / PATCH / DELETE with a body */
  status: number;
}

/** A write that changes nothing (an empty array, an empty patch): answered without the database. */
export interface NoopPlan {
  kind: 'noop';
  status: number;
  representation: boolean;
  contentRange?: string;
}

export interface RpcPlan {
  kind: 'rpc';
  fn: Fn;
  args: Record<string, unknown>;
  /** a single unnamed json/jsonb/text/xml parameter: the whole body is the argument */
  unnamed: boolean;
  /** the body as text: the JSON, a text/plain or text/xml body as sent, or a bytea body in bytea's hex input format */
  body: string;
  /** the function's media type handler was accepted: the value is the answer (Fn.media) */
  media?: { type: string; binary: boolean };
  /** the read shape over the function's rows (set-returning or composite results) */
  node: ReadNode | null;
  /** GET / HEAD: run read-only */
  readOnly: boolean;
  count?: CountKind;
}

export type Plan = ReadPlan | WritePlan | NoopPlan | RpcPlan;

export function columnError(table: Table, column: string) {
  return pgrst(400, '42703', `column ${table.name}.${column} does not exist`);
}

export function writeColumnError(table: Table, column: string) {
  return pgrst(400, 'PGRST204', `Could not find the '${column}' column of '${table.name}' in the schema cache`);
}

function col(table: Table, column: string): Column {
  const c = table.columns.get(column) ?? table.computed?.get(column);
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

const cardinalityName = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one', m2m: 'many-to-many' } as const;

/** n-grams of `-word-` (fuzzyset's normalisation), counted. */
function grams(value: string, n: number): Map<string, number> {
  const padded = `-${value.toLowerCase().replace(/[^\p{L}\p{N}_, ]+/gu, '')}-`;
  const out = new Map<string, number>();
  for (let i = 0; i + n <= padded.length; i++) out.set(padded.slice(i, i + n), (out.get(padded.slice(i, i + n)) ?? 0) + 1);
  return out;
}

/** The closest name by n-gram cosine similarity (3-grams, then 2-grams), at least 0.33: PostgREST's fuzzy "Perhaps you meant". */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  const list = [...new Set(candidates)];
  for (const n of [3, 2]) {
    const a = grams(name, n);
    const norm = (m: Map<string, number>) => Math.sqrt([...m.values()].reduce((x, v) => x + v * v, 0));
    let best: string | undefined;
    let score = 0;
    for (const c of list) {
      const b = grams(c, n);
      let dot = 0;
      for (const [g, v] of a) dot += v * (b.get(g) ?? 0);
      const sim = dot / (norm(a) * norm(b) || 1);
      if (sim > score) [best, score] = [c, sim];
    }
    if (best !== undefined && score >= 0.33) return best;
  }
  return undefined;
}

/**
 * PostgREST's findRel (src/PostgREST/Plan.hs). Self-references have two relationships on one foreign key: the parent
 * by the column's name (`parent_id(*)`), the children by the table's name, and with a hint naming the column
 * (`collections!parent_id(*)`) the children too. Otherwise the target is the table / view, a constraint or a
 * foreign-key column (not for views), and the hint a constraint, a column of either side or a join table.
 */
function findRelationship(cache: SchemaCache, from: Table, name: string, hint: string | undefined): Relationship {
  const single = (cols: string[]) => (cols.length === 1 ? cols[0] : undefined);
  const isView = (r: Relationship) => cache.tables.get(r.target)?.kind === 'view';
  const cands = from.relationships.filter((r) => {
    if (r.computed) return r.computed.fn === name;
    const self = r.target === from.name && !r.junction;
    if (self) {
      if (hint === undefined) return (name === r.target && r.cardinality === 'o2m') || (r.cardinality === 'm2o' && single(r.sourceColumns) === name);
      return name === r.target && r.cardinality === 'o2m' && single(r.targetColumns) === hint;
    }
    if (hint === undefined) {
      return name === r.target || (!r.junction && !isView(r) && (r.constraint === name || single(r.sourceColumns) === name));
    }
    return name === r.target && (
      (!r.junction && (r.constraint === hint || single(r.sourceColumns) === hint || single(r.targetColumns) === hint)) ||
      (!!r.junction && r.junction.table === hint));
  });
  if (cands.length === 0) {
    const suggestion = closest(name, from.relationships.map((r) => r.computed ? r.computed.fn : r.target));
    throw pgrst(
      400,
      'PGRST200',
      `Could not find a relationship between '${from.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${from.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${cache.schema}', but no matches were found.`,
      suggestion !== undefined && suggestion !== name ? `Perhaps you meant '${suggestion}' instead of '${name}'.` : null,
    );
  }
  if (cands.length > 1) {
    // PostgREST's details: an array of {cardinality, embedding, relationship}
    const details = cands.map((r) => ({
      cardinality: cardinalityName[r.cardinality],
      embedding: `${from.name} with ${r.target}`,
      relationship: r.junction
        ? `${r.junction.table} using ${r.junction.sourceConstraint ?? r.constraint}(${r.junction.sourceColumns.join(', ')}) and ${r.junction.targetConstraint ?? r.junction.table}(${r.junction.targetColumns.join(', ')})`
        : `${r.constraint} using ${from.name}(${r.sourceColumns.join(', ')}) and ${r.target}(${r.targetColumns.join(', ')})`,
    }));
    throw pgrst(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${from.name}' and '${name}'`,
      details,
      // PostgREST's relHint: the target relation (not the name asked for) and the constraint, or the join table
      `Try changing '${name}' to one of the following: ${cands.map((r) => `'${r.target}!${r.junction ? r.junction.table : r.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  return cands[0] as Relationship;
}

/** Whether a node aggregates: its own columns, or aggregates hoisted into it from its to-one spreads. */
export function hasAggregate(node: ReadNode): boolean {
  return node.cols.some((c) => c.agg) || node.embeds.some((e) => e.spread && e.toOne && !e.hidden && hasAggregate(e.node));
}

/** Builds the read tree; consumes every condition / order / limit path of `q` or rejects it (PGRST108). */
export function planRead(cache: SchemaCache, root: Table, q: ParsedQuery, select: SelectItem[] = q.select): ReadNode {
  let n = 0;
  const used = new Set<string>();
  let aggregates = false;
  let aggregateInToManySpread = false;
  // an unknown column is the database's error in PostgREST (42703 when the statement runs): after every plan error
  let columnFailure: unknown;
  const later = (check: () => void) => {
    try {
      check();
    } catch (e) {
      columnFailure ??= e;
    }
  };
  const build = (table: Table, items: SelectItem[], path: string, label: string, depth: number): ReadNode => {
    const alias = 't' + n++;
    const node: ReadNode = { table, alias, label, cols: [], embeds: [], conditions: [], order: [] };
    for (const it of items) {
      if (it.kind === 'star') {
        for (const c of table.columnList) node.cols.push({ column: c.name, as: c.name });
      } else if (it.kind === 'col') {
        // PostgREST's db-aggregates-enabled (off by default, as on a hosted project); the legacy bare `count` is always allowed
        if (it.agg && !it.legacyCount) aggregates = true;
        if (it.name !== '' || it.agg !== 'count') later(() => col(table, it.name));
        node.cols.push({ column: it.name, cast: it.cast, json: it.json, agg: it.agg, as: it.alias ?? it.name });
      } else {
        if (depth >= MAX_EMBED_DEPTH) {
          throw pgrst(400, 'PGRST100', `Embedded resources are nested too deeply ('${it.name}')`,
            `The local server allows at most ${MAX_EMBED_DEPTH} levels of embedding`, 'Split the request or embed fewer levels.');
        }
        const rel = findRelationship(cache, table, it.name, it.hint);
        const target = tableOrThrow(cache, rel.target);
        const as = it.alias ?? it.name;
        if (node.embeds.some((e) => e.as === as)) {
          throw pgrst(400, '42712', `table name "${as}" specified more than once`);
        }
        const childPath = path ? `${path}.${as}` : as;
        const child = build(target, it.select, childPath, as, depth + 1);
        child.rel = rel;
        child.parentAlias = alias;
        const toOne = rel.cardinality === 'm2o' || rel.cardinality === 'o2o';
        if (it.spread && toOne) {
          // PostgREST's hoistSpreadAggFunctions: an aggregate in a to-one spread is applied by the parent (over the
          // parent's rows, grouped by its other columns), not inside the embed's one row
          child.hoistsUp = true;
          for (const c of child.cols) if (c.agg) c.hoisted = true;
        } else if (it.spread && hasAggregate(child)) {
          aggregateInToManySpread = true;
        }
        node.embeds.push({ as, node: child, rel, inner: it.inner, toOne, hidden: it.select.length === 0, spread: !!it.spread });
      }
    }
    const conds = q.conditions.get(path);
    if (conds) {
      later(() => checkConditions(table, conds));
      node.conditions = conds;
      used.add('c:' + path);
    }
    const ord = q.order.get(path);
    if (ord) {
      for (const o of ord) {
        if (o.relation === undefined) {
          later(() => col(table, o.column));
          continue;
        }
        // PostgREST's related order: a column of an embedded to-one resource
        const e = node.embeds.find((x) => x.as === o.relation);
        if (!e) {
          throw pgrst(400, 'PGRST108', `'${o.relation}' is not an embedded resource in this request`, null,
            `Verify that '${o.relation}' is included in the 'select' query parameter.`);
        }
        if (!e.toOne) {
          throw pgrst(400, 'PGRST118', `A related order on '${o.relation}' is not possible`,
            `'${table.name}' and '${o.relation}' do not form a many-to-one or one-to-one relationship`);
        }
        later(() => col(e.node.table, o.column));
      }
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
  const tree = build(root, select, '', '', 0);
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
  // after the relationships, as PostgREST's readPlan (validateAggFunctions, then addToManyOrderSelects)
  if (aggregates && !cache.aggregatesEnabled) throw pgrst(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  // PostgREST 13 (Plan.hs addToManyOrderSelects): no aggregates in a one-to-many or many-to-many spread
  if (aggregateInToManySpread) throw pgrst(400, 'PGRST127', 'Feature not implemented', 'Aggregates are not implemented for one-to-many or many-to-many spreads.');
  if (columnFailure !== undefined) throw columnFailure;
  return tree;
}

function checkConditions(table: Table, conds: Condition[]) {
  for (const c of conds) {
    if (c.kind === 'logic') checkConditions(table, c.children);
    else col(table, c.column);
  }
}

/** The root node without embedded-path filters: the shape of a write's returned rows. */
function shapeNode(cache: SchemaCache, table: Table, q: ParsedQuery): ReadNode {
  const rootless = <T>(m: Map<string, T>) => new Map([...m].filter(([k]) => k !== ''));
  return planRead(cache, table, { ...q, conditions: rootless(q.conditions), order: rootless(q.order), limit: rootless(q.limit), offset: rootless(q.offset) });
}

/** The root node of a read with the Range header applied. */
function withRange(node: ReadNode, range: ApiRequest['range']): ReadNode {
  if (range) {
    node.offset = (node.offset ?? 0) + range.from;
    if (range.to !== undefined) node.limit = Math.min(node.limit ?? Infinity, range.to - range.from + 1);
  }
  return node;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

function planInsert(cache: SchemaCache, table: Table, api: ApiRequest): WritePlan | NoopPlan {
  const { body, query: q } = api;
  const representation = api.prefer.return === 'representation';
  let rows: Record<string, unknown>[];
  if (Array.isArray(body)) rows = body as Record<string, unknown>[];
  else if (isObject(body)) rows = [body];
  else throw pgrst(400, 'PGRST102', 'Empty or invalid json', 'The request body must be a JSON object or an array of objects');
  for (const r of rows) {
    if (!isObject(r)) throw pgrst(400, 'PGRST102', 'All object keys must match', 'Each element of the array must be a JSON object');
  }
  let resolution = api.prefer.resolution;
  let onConflict = q.onConflict;
  if (api.method === 'PUT') {
    if (rows.length !== 1) throw pgrst(400, 'PGRST105', 'PUT payload must contain a single row');
    resolution = 'merge-duplicates';
    onConflict = table.primaryKey;
  }
  if (rows.length === 0) {
    return { kind: 'noop', status: 201, representation, contentRange: '*/0' };
  }
  // PostgREST: the target columns are `columns=` (what supabase-js sends for an array), else the first row's keys,
  // which every other row must have too
  const first = Object.keys(rows[0] as Record<string, unknown>);
  if (!q.columns) {
    const same = (r: Record<string, unknown>) => Object.keys(r).length === first.length && first.every((k) => k in r);
    if (!rows.every(same)) throw pgrst(400, 'PGRST102', 'All object keys must match');
  }
  const names = [...new Set(q.columns ?? first)].sort();
  for (const k of names) if (!table.columns.has(k)) throw writeColumnError(table, k);
  let target: string[] | undefined;
  if (resolution) {
    target = onConflict && onConflict.length ? onConflict : table.primaryKey;
    for (const c of target) if (!table.columns.has(c)) throw columnError(table, c);
    if (target.length === 0) throw pgrst(400, 'PGRST103', 'Upsert needs a primary key or on_conflict columns');
  }
  const mutate: MutatePlan = {
    kind: 'insert',
    table,
    rows,
    columns: names.map((k) => table.columns.get(k) as Column),
    complete: new Set(names.filter((k) => rows.every((r) => k in r))),
    missingDefault: api.prefer.missingDefault === true,
    onConflict: target,
    resolution,
    shape: shapeNode(cache, table, q),
  };
  const location = api.method === 'POST' && api.prefer.return === 'headers-only' && table.primaryKey.length ? table.primaryKey : undefined;
  return { kind: 'write', mutate, representation, location, status: api.method === 'POST' ? 201 : 200 };
}

function planTable(cache: SchemaCache, api: ApiRequest, name: string): Plan {
  const table = tableOrThrow(cache, name);
  const q = api.query;
  const representation = api.prefer.return === 'representation';
  switch (api.method) {
    case 'GET':
    case 'HEAD':
      return { kind: 'read', node: withRange(planRead(cache, table, q), api.range), count: api.prefer.count };
    case 'POST':
    case 'PUT':
      return planInsert(cache, table, api);
    case 'PATCH': {
      if (!isObject(api.body)) throw pgrst(400, 'PGRST102', 'Empty or invalid json', 'The request body must be a JSON object');
      const patch = api.body;
      const keys = Object.keys(patch);
      for (const k of keys) if (!table.columns.has(k)) throw writeColumnError(table, k);
      const node = planRead(cache, table, { ...q, select: [] });
      const shape = shapeNode(cache, table, q);
      if (keys.length === 0) return { kind: 'noop', status: representation ? 200 : 204, representation };
      const columns = keys.map((k) => table.columns.get(k) as Column);
      return { kind: 'write', mutate: { kind: 'update', table, node, patch, columns, shape }, representation, status: 200 };
    }
    case 'DELETE': {
      const node = planRead(cache, table, { ...q, select: [] });
      return { kind: 'write', mutate: { kind: 'delete', table, node, shape: shapeNode(cache, table, q) }, representation, status: 200 };
    }
  }
}

/** A function's signature as PostgREST prints it in PGRST203: `schema.name(a => integer, b => text)`. */
const signature = (f: Fn) => `${f.schema}.${f.name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;

/** The single unnamed parameter's type each body media type can fill (PostgREST's hasSingleUnnamedParam). */
const UNNAMED_TYPES: Record<ApiRequest['contentType'], ReadonlySet<string>> = {
  json: new Set(['json', 'jsonb']),
  text: new Set(['text']),
  xml: new Set(['xml']),
  octet: new Set(['bytea']),
};

/**
 * PostgREST's findProc (src/PostgREST/Plan.hs): the overloads whose parameters the argument names fit (every required
 * parameter named, the other names optional parameters); else, on POST, a function with a single unnamed parameter of
 * the body's type (json/jsonb for JSON, text for text/plain, xml for text/xml). Two fits: 300 PGRST203; none: 404 PGRST202.
 */
function findFunction(cache: SchemaCache, name: string, keys: ReadonlySet<string>, contentType: ApiRequest['contentType'], post: boolean): { fn: Fn; unnamed: boolean } {
  const fns = cache.functions.get(name) ?? [];
  const matchesParams = (f: Fn): boolean => {
    if (f.args.length === 0) return keys.size === 0 && !(post && contentType !== 'json');
    const required = f.args.filter((a) => !a.hasDefault).map((a) => a.name);
    const optional = new Set(f.args.filter((a) => a.hasDefault).map((a) => a.name));
    const rest = [...keys].filter((k) => !optional.has(k));
    return rest.length === required.length && required.every((r) => rest.includes(r));
  };
  const singleUnnamed = (f: Fn) => post && f.args.length === 1 && UNNAMED_TYPES[contentType].has(f.args[0]!.type);
  const named: Fn[] = [];
  const fallback: Fn[] = [];
  for (const f of fns) {
    if (matchesParams(f)) named.push(f);
    else if (singleUnnamed(f)) fallback.push(f);
  }
  const ambiguous = (list: Fn[]) =>
    pgrst(300, 'PGRST203', `Could not choose the best candidate function between: ${list.map(signature).join(', ')}`, null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved');
  if (named.length === 1) return { fn: named[0] as Fn, unnamed: false };
  if (named.length > 1) throw ambiguous(named);
  if (fallback.length === 1) return { fn: fallback[0] as Fn, unnamed: true };
  if (fallback.length > 1) throw ambiguous(fallback);
  // PostgREST's NoRpc: a text/plain, text/xml or octet-stream body looks for the single unnamed parameter only
  const sig = [...keys].sort().join(', ');
  const only = post && contentType !== 'json';
  const unnamedKind = ({ json: 'json/jsonb', text: 'text', xml: 'xml', octet: 'bytea' } as const)[contentType];
  const params = sig ? ` with parameter${keys.size > 1 ? 's' : ''} ${sig}` : ' without parameters';
  throw pgrst(
    404,
    'PGRST202',
    `Could not find the function ${cache.schema}.${name}${only ? '' : sig ? `(${sig})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${cache.schema}.${name}${only ? ` with a single unnamed ${unnamedKind} parameter` : `${params}${post ? ' or with a single unnamed json/jsonb parameter' : ''}`}, but no matches were found in the schema cache.`,
    null,
  );
}

function planRpc(cache: SchemaCache, api: ApiRequest, name: string): RpcPlan {
  const q = api.query;
  const readOnly = api.method === 'GET' || api.method === 'HEAD';
  let args: Record<string, unknown>;
  if (readOnly) args = Object.fromEntries(q.rpcArgs);
  else if (api.contentType !== 'json' || api.body === undefined || Array.isArray(api.body)) args = {};
  else if (isObject(api.body)) args = api.body;
  else throw pgrst(400, 'PGRST102', 'Empty or invalid json', 'The rpc body must be a JSON object of named arguments');
  // POST: the argument names are the body's keys (or `columns=`); GET: the query parameters naming a parameter
  const keys = new Set(!readOnly && q.columns ? q.columns : Object.keys(args));
  const { fn, unnamed } = findFunction(cache, name, keys, api.contentType, !readOnly);
  if (readOnly && fn.volatile) {
    // PostgREST runs GET in a READ ONLY transaction, where a function that writes fails with 25006 (405)
    throw pgrst(405, '25006', `cannot call the volatile function ${cache.schema}.${name} in a read-only transaction`, null, 'Call it with POST.');
  }
  let node: ReadNode | null = null;
  if (fn.returnColumns) {
    const virtual: Table = {
      schema: fn.schema,
      name: fn.name,
      kind: 'view',
      columns: new Map(fn.returnColumns.map((c) => [c.name, c])),
      columnList: fn.returnColumns,
      primaryKey: [],
      relationships: cache.tables.get(fn.returnType.startsWith(`${fn.schema}.`) ? fn.returnType.slice(fn.schema.length + 1) : fn.returnType)?.relationships ?? [],
    };
    node = withRange(planRead(cache, virtual, q), api.range);
  } else if (q.conditions.size || q.order.size) {
    throw pgrst(400, 'PGRST100', `"failed to parse filter" on the scalar function ${name}`);
  }
  const body = api.contentType === 'json' ? JSON.stringify(api.body ?? null)
    : api.contentType === 'octet' ? `\\x${Buffer.isBuffer(api.body) ? api.body.toString('hex') : ''}` : String(api.body ?? '');
  // PostgREST's negotiateContent: the first accepted media type that is answered, the function's handler among them
  let media: RpcPlan['media'];
  const handler = fn.media ? api.accepts.indexOf(fn.media.type) : -1;
  if (fn.media && handler !== -1 && (api.builtinAccept === -1 || handler < api.builtinAccept)) media = fn.media;
  else if (api.unacceptable) throw api.unacceptable;
  return { kind: 'rpc', fn, args: unnamed ? {} : args, unnamed, body, node, readOnly, count: api.prefer.count, media };
}

export function plan(cache: SchemaCache, api: ApiRequest): Plan {
  const t = api.target;
  if (t.kind === 'rpc') return planRpc(cache, api, t.name);
  if (t.kind === 'table') return planTable(cache, api, t.name);
  throw pgrst(404, 'PGRST125', 'Invalid path specified in request URL');
}
