/**
 * Stage 4 of the PostgREST pipeline (src/PostgREST/Response): what the database returned -> status, headers,
 * body. Pure: no I/O. The handler calls it inside the transaction, so a refused answer (a singular request that
 * did not get exactly one row) rolls a write back, as PostgREST does.
 */
import type { ApiRequest } from './api-request';
import { pgrst } from './errors';
import type { NoopPlan } from './plan-write';

export const JSON_CT = 'application/json; charset=utf-8';

export interface Response {
  status: number;
  headers: Record<string, string>;
  /** bytes for a media type handler's bytea value */
  body: string | Buffer;
}

/** One row of a read / write-with-representation statement: the JSON array of rows, its length, the total. */
export interface RowsResult {
  total: number | string | null;
  n: number;
  body: string;
}

export function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
}

/** `.single()` / `.maybeSingle()`: exactly one row, or PGRST116 (the one place this is checked). */
function singleObject(body: string, n: number): string {
  if (n !== 1) {
    throw pgrst(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
  }
  return body.slice(1, -1);
}

/** Prefer: handling=strict, max-affected=N: more changed rows refuse the write (thrown inside the transaction). */
export function checkMaxAffected(api: ApiRequest, affected: number): void {
  const max = api.prefer.maxAffected;
  if (api.prefer.handling === 'strict' && max !== undefined && affected > max) {
    throw pgrst(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${affected} rows`);
  }
}

/** json_strip_nulls: keys whose value is null are left out of objects, at every depth (array items stay). */
function stripNulls(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(stripNulls);
  if (v && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null).map(([k, x]) => [k, stripNulls(x)]));
  }
  return v;
}

/** PostgREST's status for a read: 206 when a known total has more rows than the range returned. */
function rangeStatus(offset: number, n: number, total: number | null): number {
  if (total === null) return 200;
  return offset > 0 || n < total ? 206 : 200;
}

/** Rows of a read, an RPC returning rows, or a write with `return=representation`. */
export function rowsResponse(api: ApiRequest, r: RowsResult, opts: { offset: number; status: number; total?: number | null; ranged?: boolean; csv?: boolean }): Response {
  const total = opts.total !== undefined ? opts.total : r.total === null || r.total === undefined ? null : Number(r.total);
  const status = opts.ranged ? Math.max(opts.status, rangeStatus(opts.offset, r.n, total)) : opts.status;
  const headers = { 'Content-Type': JSON_CT, 'Content-Range': contentRange(opts.offset, r.n, total) };
  if (opts.csv) {
    return { status, headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' }, body: api.method === 'HEAD' ? '' : r.body };
  }
  const rows = api.stripNulls ? JSON.stringify(stripNulls(JSON.parse(r.body))) : r.body;
  const body = api.singular ? singleObject(rows, r.n) : rows;
  return { status, headers, body: api.method === 'HEAD' ? '' : body };
}

/** A write without a representation: 201 for POST (an upsert that only updated: 200), 204 otherwise. */
export function minimalWriteResponse(api: ApiRequest, affected: number, status?: number): Response {
  return { status: status ?? (api.method === 'POST' ? 201 : 204), headers: { 'Content-Range': `*/${api.prefer.count ? affected : '*'}` }, body: '' };
}

/** `Prefer: return=headers-only`: 201 with `Location: /table?pk=eq.value` for the one inserted row. */
export function locationResponse(table: string, r: RowsResult): Response {
  const headers: Record<string, string> = { 'Content-Range': '*/*' };
  const rows = JSON.parse(r.body) as Record<string, unknown>[];
  if (rows.length === 1) {
    const q = Object.entries(rows[0] as Record<string, unknown>).map(([k, v]) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(v))}`);
    headers.Location = `/${encodeURIComponent(table)}?${q.join('&')}`;
  }
  return { status: 201, headers, body: '' };
}

export function noopResponse(p: NoopPlan): Response {
  const headers: Record<string, string> = p.representation ? { 'Content-Type': JSON_CT } : {};
  if (p.contentRange) headers['Content-Range'] = p.contentRange;
  return { status: p.status, headers, body: p.representation ? '[]' : '' };
}

/** A function returning a scalar (or a set of scalars): `body` is its JSON; a void function answers 204. */
export function scalarResponse(api: ApiRequest, body: string | null, n: number, returnsSet: boolean, isVoid: boolean): Response {
  if (isVoid) return { status: 204, headers: {}, body: '' };
  const text = body ?? 'null';
  const headers: Record<string, string> = { 'Content-Type': JSON_CT };
  // count=exact on a function: its rows, and a scalar result is one (PostgREST's page_total 1)
  if (api.prefer.count) headers['Content-Range'] = contentRange(0, n, n);
  const out = api.singular && returnsSet ? singleObject(text, n) : text;
  return { status: 200, headers, body: api.method === 'HEAD' ? '' : out };
}

/**
 * A function's media type handler (a result typed by a domain named after the media type, PostgREST's custom media):
 * the value itself with that Content-Type, bytea as bytes; no value is an empty 200.
 */
export function mediaResponse(api: ApiRequest, value: string | null, media: { type: string; binary: boolean }): Response {
  const body = value === null ? '' : media.binary ? Buffer.from(value, 'hex') : value;
  const type = media.type.startsWith('text/') ? `${media.type}; charset=utf-8` : media.type;
  return { status: 200, headers: { 'Content-Type': type }, body: api.method === 'HEAD' ? '' : body };
}

/** A function returning one composite value: the object itself (or null). */
export function compositeResponse(api: ApiRequest, r: RowsResult): Response {
  return { status: 200, headers: { 'Content-Type': JSON_CT }, body: api.method === 'HEAD' ? '' : r.n === 1 ? r.body.slice(1, -1) : 'null' };
}

export function openApiResponse(tables: string[]): Response {
  const doc = { swagger: '2.0', info: { title: 'Pitchside local PostgREST', version: '12' }, paths: Object.fromEntries(tables.map((t) => [`/${t}`, {}])) };
  return { status: 200, headers: { 'Content-Type': JSON_CT }, body: JSON.stringify(doc) };
}

/** `explain()`: the plan as PostgREST answers it, JSON (the EXPLAIN array) or the text lines, for application/json. */
export function planResponse(api: ApiRequest, rows: Record<string, unknown>[]): Response {
  const format = api.plan?.format ?? 'text';
  const values = rows.map((r) => Object.values(r)[0]);
  const body = format === 'json'
    ? (typeof values[0] === 'string' ? (values[0] as string) : JSON.stringify(values[0] ?? []))
    : values.map(String).join('\n');
  const headers = { 'Content-Type': `application/vnd.pgrst.plan+${format}; for="application/json"; charset=utf-8` };
  return { status: 200, headers, body: api.method === 'HEAD' ? '' : body };
}
