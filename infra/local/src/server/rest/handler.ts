/**
 * /rest/v1: PostgREST's pipeline. parse (parser.ts) -> plan against the schema cache + build SQL (plan.ts)
 * -> run in ONE transaction as the caller's role with request.jwt.claims (asRole; the only stage that touches the
 * database) -> shape the response here.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { asRole, type Db, type Tx } from '../../db';
import { HttpError, type Caller } from '../extension';
import { readBody, sendRaw } from '../http';
import { fromPgError, isPgError, pgrst } from './errors';
import { parseQuery, type ParsedQuery } from './parser';
import {
  Params, deleteStatement, insertStatements, planRead, qi, readSql, tableOrThrow, updateStatement, type ReadNode,
} from './plan';
import { loadSchemaCache, type Column, type Fn, type SchemaCache, type Table } from './schema-cache';

export interface RestOptions {
  db: Db;
  authenticate(token: string | undefined): Promise<Caller>;
  bodyLimit: number;
}

interface Prefer {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault?: boolean;
}

function parsePrefer(h: string | string[] | undefined): Prefer {
  const out: Prefer = {};
  const raw = Array.isArray(h) ? h.join(',') : h ?? '';
  for (const part of raw.split(/[,;]/)) {
    const [k, v] = part.trim().split('=').map((x) => x.trim());
    if (k === 'return' && (v === 'minimal' || v === 'representation' || v === 'headers-only')) out.return = v;
    else if (k === 'count' && (v === 'exact' || v === 'planned' || v === 'estimated')) out.count = true;
    else if (k === 'resolution' && (v === 'merge-duplicates' || v === 'ignore-duplicates')) out.resolution = v;
    else if (k === 'missing' && v === 'default') out.missingDefault = true;
  }
  return out;
}

const JSON_CT = 'application/json; charset=utf-8';

export interface RestHandler {
  handle(req: IncomingMessage, res: ServerResponse, url: URL, subpath: string, token: string | undefined): Promise<void>;
  reloadSchema(): Promise<void>;
  schema(): SchemaCache;
  close(): Promise<void>;
}

export async function createRestHandler(opts: RestOptions): Promise<RestHandler> {
  const { db } = opts;
  let cache = await loadSchemaCache(db);
  let unlisten: (() => Promise<void>) | null = null;
  try {
    unlisten = await db.listen('pgrst', (payload) => {
      if (/reload schema/i.test(payload)) void loadSchemaCache(db).then((c) => (cache = c)).catch(() => undefined);
    });
  } catch {
    unlisten = null;
  }

  async function run<T>(caller: Caller, fn: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await asRole(db, caller.role, caller.claims, fn);
    } catch (e) {
      if (e instanceof HttpError) throw e;
      if (isPgError(e)) throw fromPgError(e, caller.role === 'anon');
      throw e;
    }
  }

  async function readJsonBody(req: IncomingMessage): Promise<unknown> {
    const text = await readBody(req, opts.bodyLimit, () => ({
      code: 'PGRST413', details: null, hint: null, message: `Request body exceeds the ${opts.bodyLimit} bytes limit`,
    }));
    if (text.trim() === '') return undefined;
    try {
      return JSON.parse(text);
    } catch (e) {
      throw pgrst(400, 'PGRST102', 'Empty or invalid json', e instanceof Error ? e.message : null);
    }
  }

  function contentRange(offset: number, n: number, total: number | null): string {
    const t = total === null ? '*' : String(total);
    return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
  }

  function singular(req: IncomingMessage): boolean {
    const a = req.headers.accept;
    return typeof a === 'string' && a.includes('application/vnd.pgrst.object');
  }

  function notSingle(n: number) {
    return pgrst(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${n} rows`);
  }

  interface ReadRow { total: string | number | null; n: number; body: string }

  async function handleRead(req: IncomingMessage, res: ServerResponse, caller: Caller, table: Table, q: ParsedQuery, prefer: Prefer) {
    const node = planRead(cache, table, q);
    applyRange(req, node);
    const p = new Params();
    const sql = readSql(node, p, !!prefer.count);
    const row = await run(caller, async (tx) => (await tx.query<ReadRow>(sql, p.values)).rows[0]);
    respondRows(req, res, row as ReadRow, node.offset ?? 0, 200);
  }

  function applyRange(req: IncomingMessage, node: ReadNode) {
    const range = req.headers.range;
    if (typeof range === 'string') {
      const m = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(range);
      if (m) {
        const from = Number(m[1]);
        const to = m[2] ? Number(m[2]) : undefined;
        if (to !== undefined && to < from) {
          throw pgrst(416, 'PGRST103', 'Requested range not satisfiable', `The range ${range} is invalid`);
        }
        node.offset = (node.offset ?? 0) + from;
        if (to !== undefined) node.limit = Math.min(node.limit ?? Infinity, to - from + 1);
      }
    }
  }

  function respondRows(req: IncomingMessage, res: ServerResponse, row: ReadRow, offset: number, status: number, extra: Record<string, string> = {}) {
    const total = row.total === null || row.total === undefined ? null : Number(row.total);
    const headers: Record<string, string> = { 'Content-Type': JSON_CT, 'Content-Range': contentRange(offset, row.n, total), ...extra };
    if (singular(req)) {
      if (row.n !== 1) throw notSingle(row.n);
      sendRaw(res, status, req.method === 'HEAD' ? '' : row.body.slice(1, -1), headers);
      return;
    }
    sendRaw(res, status, req.method === 'HEAD' ? '' : row.body, headers);
  }

  /** A plain root node (no filters) to shape returned rows of a write. */
  function shapeNode(table: Table, q: ParsedQuery): ReadNode {
    const node = planRead(cache, table, { ...q, conditions: new Map([...q.conditions].filter(([k]) => k !== '')), order: new Map([...q.order].filter(([k]) => k !== '')), limit: new Map([...q.limit].filter(([k]) => k !== '')), offset: new Map([...q.offset].filter(([k]) => k !== '')) });
    return node;
  }

  async function handleWrite(req: IncomingMessage, res: ServerResponse, caller: Caller, table: Table, q: ParsedQuery, prefer: Prefer) {
    const method = req.method as string;
    if (table.kind === 'view' && method !== 'GET') {
      // views may be auto-updatable; let Postgres decide
    }
    const body = method === 'DELETE' ? undefined : await readJsonBody(req);
    const wantBody = prefer.return === 'representation';
    const single = singular(req);
    const p = new Params();
    const statements: { sql: string; p: Params }[] = [];
    let status = method === 'POST' ? 201 : 200;

    if (method === 'POST' || method === 'PUT') {
      let rows: Record<string, unknown>[];
      if (Array.isArray(body)) rows = body as Record<string, unknown>[];
      else if (body && typeof body === 'object') rows = [body as Record<string, unknown>];
      else throw pgrst(400, 'PGRST102', 'Empty or invalid json', 'The request body must be a JSON object or an array of objects');
      for (const r of rows) {
        if (!r || typeof r !== 'object' || Array.isArray(r)) {
          throw pgrst(400, 'PGRST102', 'All object keys must match', 'Each element of the array must be a JSON object');
        }
      }
      let resolution = prefer.resolution;
      let onConflict = q.onConflict;
      if (method === 'PUT') {
        if (rows.length !== 1) throw pgrst(400, 'PGRST105', 'PUT payload must contain a single row');
        resolution = 'merge-duplicates';
        onConflict = table.primaryKey;
        status = 200;
      }
      if (rows.length === 0) {
        sendRaw(res, 201, wantBody ? '[]' : '', wantBody ? { 'Content-Type': JSON_CT, 'Content-Range': '*/0' } : { 'Content-Range': '*/0' });
        return;
      }
      statements.push(...insertStatements({ table, rows, columns: q.columns, onConflict, resolution }, wantBody ? () => p : () => new Params(), wantBody));
    } else if (method === 'PATCH') {
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        throw pgrst(400, 'PGRST102', 'Empty or invalid json', 'The request body must be a JSON object');
      }
      const node = planRead(cache, table, { ...q, select: [] });
      const stmt = updateStatement(table, body as Record<string, unknown>, node, p, wantBody);
      if (!stmt) {
        sendRaw(res, wantBody ? 200 : 204, wantBody ? '[]' : '', wantBody ? { 'Content-Type': JSON_CT } : {});
        return;
      }
      statements.push({ sql: stmt, p });
    } else {
      const node = planRead(cache, table, { ...q, select: [] });
      statements.push({ sql: deleteStatement(table, node, p, wantBody), p });
    }

    if (!wantBody) {
      // plan the shape anyway so a bad select is rejected consistently
      shapeNode(table, q);
      const affected = await run(caller, async (tx) => {
        let n = 0;
        for (const s of statements) n += (await tx.query(s.sql, s.p.values.length ? s.p.values : undefined)).affectedRows ?? 0;
        return n;
      });
      const headers: Record<string, string> = { 'Content-Range': `*/${prefer.count ? affected : '*'}` };
      sendRaw(res, method === 'POST' ? 201 : 204, '', headers);
      return;
    }

    const node = shapeNode(table, q);
    const ctes = statements.map((s, i) => `_s${i} AS (${s.sql})`);
    const union = statements.map((_, i) => `SELECT * FROM _s${i}`).join(' UNION ALL ');
    const withCte = `WITH ${ctes.join(', ')}, pgrst_source AS (${union}) `;
    const sql = readSql(node, p, false, 'pgrst_source', withCte);
    const row = await run(caller, async (tx) => {
      const r = (await tx.query<ReadRow>(sql, p.values)).rows[0] as ReadRow;
      if (single && r.n !== 1) throw notSingle(r.n);
      return r;
    });
    if (prefer.count) row.total = row.n;
    respondRows(req, res, row, 0, status);
  }

  function pickFunction(name: string, argNames: string[]): Fn {
    const fns = cache.functions.get(name);
    const match = fns?.find((f) => {
      const names = new Set(f.args.map((a) => a.name));
      return argNames.every((a) => names.has(a)) && f.args.every((a) => a.hasDefault || argNames.includes(a.name));
    });
    if (!match) {
      const sig = argNames.slice().sort().join(', ');
      throw pgrst(
        404,
        'PGRST202',
        `Could not find the function ${cache.schema}.${name}${sig ? `(${sig})` : ' without parameters'} in the schema cache`,
        `Searched for the function ${cache.schema}.${name}${sig ? ` with parameters ${sig}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
        null,
      );
    }
    return match;
  }

  async function handleRpc(req: IncomingMessage, res: ServerResponse, caller: Caller, name: string, url: URL, prefer: Prefer) {
    const method = req.method as string;
    let args: Record<string, unknown> = {};
    let q: ParsedQuery;
    if (method === 'GET' || method === 'HEAD') {
      const fns = cache.functions.get(name) ?? [];
      const names = new Set(fns.flatMap((f) => f.args.map((a) => a.name)));
      q = parseQuery(url.searchParams, names);
      args = Object.fromEntries(q.rpcArgs);
    } else if (method === 'POST') {
      q = parseQuery(url.searchParams);
      const body = await readJsonBody(req);
      if (body === undefined) args = {};
      else if (body && typeof body === 'object' && !Array.isArray(body)) args = body as Record<string, unknown>;
      else throw pgrst(400, 'PGRST102', 'Empty or invalid json', 'The rpc body must be a JSON object of named arguments');
    } else {
      throw pgrst(405, 'PGRST101', 'Only GET, HEAD or POST requests are allowed for functions');
    }
    const fn = pickFunction(name, Object.keys(args));
    const p = new Params();
    const used = fn.args.filter((a) => a.name in args);
    const fromArgs = used.length ? ` FROM json_to_record(${p.add(JSON.stringify(args))}::text::json) AS _a(${used.map((a) => `${qi(a.name)} ${a.type}`).join(', ')})` : '';
    const call = `"public".${qi(fn.name)}(${used.map((a) => `${qi(a.name)} := _a.${qi(a.name)}`).join(', ')})`;

    if (fn.returnColumns) {
      const virtual: Table = {
        name: fn.name,
        kind: 'view',
        columns: new Map(fn.returnColumns.map((c) => [c.name, c])),
        columnList: fn.returnColumns,
        primaryKey: [],
        relationships: cache.tables.get(fn.returnType.replace(/^public\./, ''))?.relationships ?? [],
      };
      const node = planRead(cache, virtual, q);
      applyRange(req, node);
      const from = `(SELECT _f.* FROM ${fromArgs ? fromArgs.slice(6) + ', LATERAL ' : ''}${call} AS _f)`;
      const sql = readSql(node, p, !!prefer.count, from);
      const row = await run(caller, async (tx) => (await tx.query<ReadRow>(sql, p.values)).rows[0] as ReadRow);
      if (!fn.returnsSet) {
        // a single composite: PostgREST answers the object
        sendRaw(res, 200, row.n === 1 ? row.body.slice(1, -1) : 'null', { 'Content-Type': JSON_CT });
        return;
      }
      respondRows(req, res, row, node.offset ?? 0, 200);
      return;
    }
    if (q.conditions.size || q.order.size) {
      // filters on a scalar result are not meaningful
      throw pgrst(400, 'PGRST100', `"failed to parse filter" on the scalar function ${name}`);
    }
    const sql = fn.returnsSet
      ? `SELECT coalesce(json_agg(_f), '[]')::text AS body FROM (SELECT _f FROM ${fromArgs ? fromArgs.slice(6) + ', LATERAL ' : ''}${call} AS _f) AS _x(_f)`
      : `SELECT to_json(${call})::text AS body${fromArgs}`;
    const row = await run(caller, async (tx) => (await tx.query<{ body: string | null }>(sql, p.values)).rows[0]);
    const text = row?.body ?? 'null';
    if (singular(req) && fn.returnsSet) {
      const arr = JSON.parse(text) as unknown[];
      if (arr.length !== 1) throw notSingle(arr.length);
      sendRaw(res, 200, JSON.stringify(arr[0]), { 'Content-Type': JSON_CT });
      return;
    }
    sendRaw(res, 200, req.method === 'HEAD' ? '' : text, { 'Content-Type': JSON_CT });
  }

  return {
    schema: () => cache,
    async reloadSchema() {
      cache = await loadSchemaCache(db);
    },
    async close() {
      if (unlisten) await unlisten().catch(() => undefined);
    },
    async handle(req, res, url, subpath, token) {
      const method = req.method ?? 'GET';
      if (!token) {
        throw new HttpError(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
      }
      const caller = await opts.authenticate(token);
      const profile = req.headers[method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile'];
      if (typeof profile === 'string' && profile !== '' && profile !== cache.schema) {
        throw pgrst(406, 'PGRST106', `The schema must be one of the following: ${cache.schema}`);
      }
      const prefer = parsePrefer(req.headers.prefer);
      const parts = subpath.split('/').filter((x) => x !== '');
      let decoded: string[];
      try {
        decoded = parts.map((x) => decodeURIComponent(x));
      } catch {
        throw pgrst(404, 'PGRST125', 'Invalid path specified in request URL');
      }
      if (decoded.length === 0) {
        if (method !== 'GET' && method !== 'HEAD') throw pgrst(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
        const tables = [...cache.tables.keys()];
        sendRaw(res, 200, JSON.stringify({ swagger: '2.0', info: { title: 'Pitchside local PostgREST', version: '12' }, paths: Object.fromEntries(tables.map((t) => [`/${t}`, {}])) }), { 'Content-Type': JSON_CT });
        return;
      }
      if (decoded[0] === 'rpc' && decoded.length === 2) {
        await handleRpc(req, res, caller, decoded[1] as string, url, prefer);
        return;
      }
      if (decoded.length !== 1) throw pgrst(404, 'PGRST125', 'Invalid path specified in request URL');
      const table = tableOrThrow(cache, decoded[0] as string);
      const q = parseQuery(url.searchParams);
      switch (method) {
        case 'GET':
        case 'HEAD':
          await handleRead(req, res, caller, table, q, prefer);
          return;
        case 'POST':
        case 'PATCH':
        case 'PUT':
        case 'DELETE':
          await handleWrite(req, res, caller, table, q, prefer);
          return;
        default:
          throw pgrst(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
      }
    },
  };
}

export type { Column };
