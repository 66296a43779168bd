/**
 * Stage 2 of the PostgREST pipeline (src/PostgREST/Plan): an ApiRequest + the schema cache -> a plan. Unknown
 * tables / columns / relationships / functions are rejected here, before the database is touched, and so is work
 * over the local server's limits (embed depth; rows per write are counted in api-request.ts, before parsing).
 */
import type { ApiRequest, CountKind } from './api-request';
import { pgrst } from './errors';
import type { Aggregate, Condition, JsonStep, OrderTerm, ParsedQuery, SelectItem } from './parser';
import type { Column, Fn, Relationship, SchemaCache, Table } from './schema-cache';

/** PostgREST's db-aggregates-enabled (off by default there): on locally, PGRST_DB_AGGREGATES_ENABLED=false turns it off. */
export const AGGREGATES_ENABLED = (process.env.PGRST_DB_AGGREGATES_ENABLED ?? 'true') !== 'false';

/** Embeds nested deeper than this are refused: the product nests two levels; five took seconds on PGlite. */
export const MAX_EMBED_DEPTH = 3;

export interface ReadNode {
  table: Table;
  alias: string;
  /** how the embed was named in the request (alias or name); root: '' */
  label: string;
  /** selected columns, with an optional cast from the parser's allow-list */
  cols: { column: string; cast?: string; json?: JsonStep[]; agg?: Aggregate; as: string }[];
  /** `hidden`: an embed with no fields (`users()`, or `users!inner()` to filter): left out of the output */
  embeds: { as: string; node: ReadNode; rel: Relationship; inner: boolean; toOne: boolean; hidden: boolean; spread: boolean }[];
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
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
  /** a single unnamed json/jsonb parameter: the whole body is the argument */
  unnamed: boolean;
  body: unknown;
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

function findRelationship(cache: SchemaCache, from: Table, name: string, hint: string | undefined): Relationship {
  let cands = from.relationships.filter((r) => r.target === name && !r.computed);
  if (cands.length === 0 && !cache.tables.has(name)) {
    // embed by FK column (brand_id) or by constraint name
    cands = from.relationships.filter(
      (r) => r.constraint === name || ((r.cardinality === 'm2o' || r.cardinality === 'o2o') && r.sourceColumns.length === 1 && r.sourceColumns[0] === name),
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
    // PostgREST's details: an array of {cardinality, embedding, relationship}
    const details = cands.map((r) => ({
      cardinality: cardinalityName[r.cardinality],
      embedding: `${from.name} with ${r.target}`,
      relationship: r.junction
        ? `${r.junction.table} using ${r.constraint}(${r.junction.sourceColumns.join(', ')}) and ${r.junction.table}(${r.junction.targetColumns.join(', ')})`
        : `${r.constraint} using ${from.name}(${r.sourceColumns.join(', ')}) and ${r.target}(${r.targetColumns.join(', ')})`,
    }));
    throw pgrst(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${from.name}' and '${name}'`,
      details,
      `Try changing '${name}' to one of the following: ${cands.map((r) => `'${name}!${r.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  return cands[0] as Relationship;
}

/** Builds the read tree; consumes every condition / order / limit path of `q` or rejects it (PGRST108). */
export function planRead(cache: SchemaCache, root: Table, q: ParsedQuery, select: SelectItem[] = q.select): ReadNode {
  let n = 0;
  const used = new Set<string>();
  const build = (table: Table, items: SelectItem[], path: string, label: string, depth: number): ReadNode => {
    const alias = 't' + n++;
    const node: ReadNode = { table, alias, label, cols: [], embeds: [], conditions: [], order: [] };
    for (const it of items) {
      if (it.kind === 'star') {
        for (const c of table.columnList) node.cols.push({ column: c.name, as: c.name });
      } else if (it.kind === 'col') {
        if (it.agg && !AGGREGATES_ENABLED) throw pgrst(400, 'PGRST123', 'Use of aggregate functions is not allowed');
        if (it.name !== '' || it.agg !== 'count') col(table, it.name);
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
        if (it.spread && !toOne) {
          throw pgrst(400, 'PGRST119', `A spread operation on '${it.name}' is not possible`,
            `'${table.name}' and '${it.name}' do not form a many-to-one or one-to-one relationship`);
        }
        node.embeds.push({ as, node: child, rel, inner: it.inner, toOne, hidden: it.select.length === 0, spread: !!it.spread });
      }
    }
    if (node.cols.some((c) => c.agg) && node.embeds.some((e) => !e.hidden)) {
      throw pgrst(400, 'PGRST100', `Aggregates and embedded resources in the same select of '${table.name}' are not supported locally`, null,
        'Aggregate inside the embedded resource instead, e.g. brands(name, deals(count()))');
    }
    const conds = q.conditions.get(path);
    if (conds) {
      checkConditions(table, conds);
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

const JSON_TYPES = new Set(['json', 'jsonb']);

function pickFunction(cache: SchemaCache, name: string, args: Record<string, unknown> | null): Fn {
  const fns = cache.functions.get(name) ?? [];
  const argNames = args ? Object.keys(args) : [];
  const matches = args
    ? fns.filter((f) => {
        const names = new Set(f.args.map((a) => a.name));
        return argNames.every((a) => names.has(a)) && f.args.every((a) => a.hasDefault || argNames.includes(a.name));
      })
    : [];
  if (matches.length > 1) {
    throw pgrst(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${matches.map((f) => `public.${f.name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  if (matches.length === 1) return matches[0] as Fn;
  const sig = argNames.slice().sort().join(', ');
  throw pgrst(
    404,
    'PGRST202',
    `Could not find the function ${cache.schema}.${name}${sig ? `(${sig})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${cache.schema}.${name}${sig ? ` with parameters ${sig}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    null,
  );
}

/** A function with a single unnamed json/jsonb parameter: it takes the whole POST body. */
function unnamedJsonFunction(cache: SchemaCache, name: string): Fn | undefined {
  return (cache.functions.get(name) ?? []).find((f) => f.args.length === 1 && f.args[0]!.name === '' && JSON_TYPES.has(f.args[0]!.type));
}

function planRpc(cache: SchemaCache, api: ApiRequest, name: string): RpcPlan {
  const q = api.query;
  const readOnly = api.method === 'GET' || api.method === 'HEAD';
  let args: Record<string, unknown> | null;
  if (readOnly) args = Object.fromEntries(q.rpcArgs);
  else if (api.body === undefined) args = {};
  else if (isObject(api.body)) args = api.body;
  else if (Array.isArray(api.body)) args = null;
  else throw pgrst(400, 'PGRST102', 'Empty or invalid json', 'The rpc body must be a JSON object of named arguments');
  const single = readOnly ? undefined : unnamedJsonFunction(cache, name);
  const unnamed = !!single && (args === null || !(cache.functions.get(name) ?? []).some((f) => f !== single && f.args.every((a) => a.hasDefault || (args ?? {})[a.name] !== undefined)));
  const fn = unnamed ? (single as Fn) : pickFunction(cache, name, args);
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
      relationships: cache.tables.get(fn.returnType.replace(/^public\./, ''))?.relationships ?? [],
    };
    node = withRange(planRead(cache, virtual, q), api.range);
  } else if (q.conditions.size || q.order.size) {
    throw pgrst(400, 'PGRST100', `"failed to parse filter" on the scalar function ${name}`);
  }
  return { kind: 'rpc', fn, args: unnamed ? {} : (args ?? {}), unnamed, body: api.body, node, readOnly, count: api.prefer.count };
}

export function plan(cache: SchemaCache, api: ApiRequest): Plan {
  const t = api.target;
  if (t.kind === 'rpc') return planRpc(cache, api, t.name);
  if (t.kind === 'table') return planTable(cache, api, t.name);
  throw pgrst(404, 'PGRST125', 'Invalid path specified in request URL');
}
