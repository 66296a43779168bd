/**
 * The plan stage's writes: POST / PUT (insert, upsert), PATCH (update) and DELETE over one table. The body's keys are
 * checked against the table's columns here; a write that changes nothing is a no-op answered without the database.
 */
import type { ApiRequest } from './api-request';
import { pgrst } from './errors';
import { columnError, planRead, type ReadNode, shapeNode } from './plan-read';
import type { Column, SchemaCache, Table } from './schema-cache';

export type MutatePlan =
  | {
      kind: 'insert';
      table: Table;
      rows: Record<string, unknown>[];
      /** target columns: the union of the rows' keys (or `columns=`) */
      columns: Column[];
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

export function writeColumnError(table: Table, column: string) {
  return pgrst(400, 'PGRST204', `Could not find the '${column}' column of '${table.name}' in the schema cache`);
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

export function planInsert(cache: SchemaCache, table: Table, api: ApiRequest): WritePlan | NoopPlan {
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
    missingDefault: api.prefer.missingDefault === true,
    onConflict: target,
    resolution,
    shape: shapeNode(cache, table, q),
  };
  const location = api.method === 'POST' && api.prefer.return === 'headers-only' && table.primaryKey.length ? table.primaryKey : undefined;
  return { kind: 'write', mutate, representation, location, status: api.method === 'POST' ? 201 : 200 };
}

/**
 * A hosted Supabase project loads pg-safeupdate for the role PostgREST connects as: an UPDATE or DELETE without a
 * filter fails there with SQLSTATE 21000, whatever row-level security would have let it touch.
 */
function requireFilter(node: ReadNode, statement: 'UPDATE' | 'DELETE'): void {
  if (node.conditions.length === 0) throw pgrst(400, '21000', `${statement} requires a WHERE clause`);
}

export function planUpdate(cache: SchemaCache, table: Table, api: ApiRequest): WritePlan | NoopPlan {
  if (!isObject(api.body)) throw pgrst(400, 'PGRST102', 'Empty or invalid json', 'The request body must be a JSON object');
  const q = api.query;
  const representation = api.prefer.return === 'representation';
  const patch = api.body;
  const keys = Object.keys(patch);
  for (const k of keys) if (!table.columns.has(k)) throw writeColumnError(table, k);
  const node = planRead(cache, table, { ...q, select: [] });
  const shape = shapeNode(cache, table, q);
  if (keys.length === 0) return { kind: 'noop', status: representation ? 200 : 204, representation };
  requireFilter(node, 'UPDATE');
  const columns = keys.map((k) => table.columns.get(k) as Column);
  return { kind: 'write', mutate: { kind: 'update', table, node, patch, columns, shape }, representation, status: 200 };
}

export function planDelete(cache: SchemaCache, table: Table, api: ApiRequest): WritePlan {
  const q = api.query;
  const node = planRead(cache, table, { ...q, select: [] });
  requireFilter(node, 'DELETE');
  const representation = api.prefer.return === 'representation';
  return { kind: 'write', mutate: { kind: 'delete', table, node, shape: shapeNode(cache, table, q) }, representation, status: 200 };
}
