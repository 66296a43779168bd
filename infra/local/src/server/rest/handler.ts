/**
 * /rest/v1: PostgREST's pipeline. api-request.ts (the HTTP request -> one value) -> plan.ts (against the schema
 * cache) -> query.ts (the SQL) -> run here in ONE transaction as the caller's role with request.jwt.claims (the only
 * stage that touches the database) -> response.ts (status, headers, body).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { asRole, type Db, type Tx } from '../../db';
import { HttpError, type Caller } from '../extension';
import { sendRaw } from '../http';
import { parseApiRequest, type ApiRequest } from './api-request';
import { MAX_PLAN_COST, STATEMENT_TIMEOUT_MS, needsCostCheck, overBudget, planCost, planRows } from './budget';
import { fromPgError, isPgError } from './errors';
import { plan, type Plan } from './plan';
import type { ReadNode } from './plan-read';
import type { RpcPlan } from './plan-rpc';
import type { WritePlan } from './plan-write';
import {
  INSERTED_SETTING, READ_ONLY, explainPlanStatement, explainStatement, mutateStatement, plannedCountStatement, readStatement, rpcStatement, statementTimeout, type Statement,
} from './query';
import {
  checkMaxAffected, compositeResponse, locationResponse, mediaResponse, minimalWriteResponse, noopResponse, openApiResponse, planResponse, rowsResponse, scalarResponse, type Response, type RowsResult,
} from './response';
import { loadSchemaCache, type Column, type SchemaCache } from './schema-cache';

export interface RestOptions {
  db: Db;
  authenticate(token: string | undefined): Promise<Caller>;
  bodyLimit: number;
  /** Deepest JSON nesting a request body may have (config.maxJsonDepth). */
  maxJsonDepth: number;
  /** PostgREST's db-schemas: the exposed schemas, the default first. */
  schemas: readonly string[];
  /** PostgREST's db-plan-enabled: answer `explain()` (Accept: application/vnd.pgrst.plan); off: 406 PGRST107. */
  planEnabled?: boolean;
}

export interface RestHandler {
  handle(req: IncomingMessage, res: ServerResponse, url: URL, subpath: string, token: string | undefined): Promise<void>;
  reloadSchema(): Promise<void>;
  schema(): SchemaCache;
  close(): Promise<void>;
}

/** Distinct read requests whose plan is kept (the cache starts over when full). */
const READ_CACHE_SIZE = 500;

/** Prefer: tx=rollback: the answer is computed, then the transaction is rolled back by throwing this. */
class RolledBack {
  constructor(readonly response: Response) {}
}

const query = async <T>(tx: Tx, s: Statement) => (await tx.query<T>(s.sql, s.values.length ? s.values : undefined));

/** PostgREST's in-database configuration: the `pgrst.*` settings of the authenticator role (database-specific first). */
async function roleSetting(db: Db, name: string): Promise<string | null> {
  const r = await db.query<{ value: string | null }>(
    `select (select substr(c, length($1) + 2) from unnest(s.setconfig) c where starts_with(c, $1 || '=')) as value
     from pg_catalog.pg_db_role_setting s join pg_catalog.pg_roles r on r.oid = s.setrole
     where r.rolname = 'authenticator' and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
     order by s.setdatabase desc`,
    [name],
  );
  return r.rows.find((x) => x.value !== null)?.value?.trim() ?? null;
}

/**
 * PostgREST's db-pre-request, as a hosted project sets it (`alter role authenticator set pgrst.db_pre_request to
 * 'schema.fn'`): the quoted name of the function, or null. Read at start and on NOTIFY pgrst, 'reload config'.
 */
export async function loadPreRequest(db: Db): Promise<string | null> {
  const name = await roleSetting(db, 'pgrst.db_pre_request');
  if (!name) return null;
  const parts = name.split('.');
  if (parts.length > 2 || parts.some((p) => !/^[A-Za-z_][A-Za-z0-9_$]*$/.test(p))) throw new Error(`pgrst.db_pre_request: not a function name: ${name}`);
  return parts.map((p) => `"${p}"`).join('.');
}

/**
 * PostgREST's db-aggregates-enabled, off by default (in PostgREST and on a hosted Supabase project). Turned on as on
 * the hosted project: `alter role authenticator set pgrst.db_aggregates_enabled = 'true'` then
 * `notify pgrst, 'reload config'` (the in-database setting wins); else PGRST_DB_AGGREGATES_ENABLED=true.
 */
export async function loadAggregatesEnabled(db: Db, env: string | undefined = process.env.PGRST_DB_AGGREGATES_ENABLED): Promise<boolean> {
  const value = (await roleSetting(db, 'pgrst.db_aggregates_enabled')) ?? env ?? 'false';
  return value.toLowerCase() === 'true';
}

export async function createRestHandler(opts: RestOptions): Promise<RestHandler> {
  const { db } = opts;
  const { schemas } = opts;
  const loadAll = async () => {
    const next = new Map<string, SchemaCache>();
    for (const s of schemas) next.set(s, { ...(await loadSchemaCache(db, s)), aggregatesEnabled: aggregates });
    return next;
  };
  let aggregates = await loadAggregatesEnabled(db);
  let caches = await loadAll();
  const cacheOf = (schema: string) => caches.get(schema) as SchemaCache;
  let preRequest = await loadPreRequest(db);
  let unlisten: (() => Promise<void>) | null = null;
  try {
    unlisten = await db.listen('pgrst', (payload) => {
      if (/reload schema/i.test(payload)) void loadAll().then((c) => (caches = c)).catch(() => undefined);
      if (/reload config/i.test(payload)) {
        void loadPreRequest(db).then((p) => (preRequest = p)).catch(() => undefined);
        // plans depend on db-aggregates-enabled: a new flag is a new schema cache, so cached reads are planned again
        void loadAggregatesEnabled(db).then(async (a) => {
          if (a !== aggregates) {
            aggregates = a;
            caches = await loadAll();
          }
        }).catch(() => undefined);
      }
    });
  } catch {
    unlisten = null;
  }

  async function run(caller: Caller, api: ApiRequest, fn: (tx: Tx) => Promise<Response>): Promise<Response> {
    try {
      return await asRole(db, caller.role, caller.claims, async (tx) => {
        if (db.kind === 'postgres') await query(tx, statementTimeout(STATEMENT_TIMEOUT_MS));
        // PostgREST's db-pre-request: runs first in every request's transaction, as the caller
        if (preRequest) await tx.query(`select ${preRequest}()`);
        const out = await fn(tx);
        if (api.prefer.tx === 'rollback') throw new RolledBack(out);
        return out;
      });
    } catch (e) {
      if (e instanceof RolledBack) return { ...e.response, headers: { ...e.response.headers, 'Preference-Applied': 'tx=rollback' } };
      if (e instanceof HttpError) throw e;
      if (isPgError(e)) throw fromPgError(e, caller.role === 'anon');
      throw e;
    }
  }

  /** Refuses a read the planner says is over the work budget, before it runs. */
  async function withinBudget(tx: Tx, node: ReadNode, s: Statement) {
    if (!needsCostCheck(node)) return;
    const cost = planCost((await query<{ 'QUERY PLAN': unknown }>(tx, explainStatement(s))).rows);
    if (cost > MAX_PLAN_COST) throw overBudget(cost);
  }

  async function plannedCount(tx: Tx, node: ReadNode): Promise<number> {
    return planRows((await query<{ 'QUERY PLAN': unknown }>(tx, plannedCountStatement(node))).rows);
  }

  async function read(tx: Tx, api: ApiRequest, node: ReadNode, s: Statement, count: ApiRequest['prefer']['count'], csv = false, affects = false) {
    await withinBudget(tx, node, s);
    const r = (await query<RowsResult>(tx, s)).rows[0] as RowsResult;
    if (affects) checkMaxAffected(api, r.n);
    const total = count === 'planned' ? await plannedCount(tx, node) : undefined;
    return rowsResponse(api, r, { offset: node.offset ?? 0, status: 200, total, ranged: true, csv });
  }

  async function write(tx: Tx, api: ApiRequest, p: WritePlan) {
    const s = mutateStatement(p.mutate, p.representation, p.location);
    if (p.location) {
      const r = (await query<RowsResult>(tx, s)).rows[0] as RowsResult;
      checkMaxAffected(api, r.n);
      return locationResponse(p.mutate.table.name, r);
    }
    if (!p.representation) {
      const affected = (await query(tx, s)).affectedRows ?? 0;
      checkMaxAffected(api, affected);
      return minimalWriteResponse(api, affected, await upsertStatus(tx, api, p));
    }
    const r = (await query<RowsResult>(tx, s)).rows[0] as RowsResult;
    checkMaxAffected(api, r.n);
    return rowsResponse(api, r, { offset: 0, status: (await upsertStatus(tx, api, p)) ?? p.status, total: api.prefer.count ? r.n : null });
  }

  /** A POST upsert merging duplicates: 201 when it inserted a row, 200 when it only updated (PostgREST's pgrst.inserted). */
  async function upsertStatus(tx: Tx, api: ApiRequest, p: WritePlan): Promise<number | undefined> {
    const m = p.mutate;
    if (api.method !== 'POST' || m.kind !== 'insert' || !m.onConflict || m.resolution === 'ignore-duplicates') return undefined;
    const r = await tx.query<{ inserted: string | null }>(`select current_setting('${INSERTED_SETTING}', true) as inserted`);
    return Number(r.rows[0]?.inserted || 0) > 0 ? 201 : 200;
  }

  async function rpc(tx: Tx, api: ApiRequest, p: RpcPlan) {
    if (p.readOnly) await tx.query(READ_ONLY);
    const s = rpcStatement(p, p.count === 'exact' || p.count === 'estimated');
    // Prefer: handling=strict, max-affected=N: a function returning more rows than N is refused and rolled back (PostgREST 13)
    if (p.node) {
      if (!p.fn.returnsSet) {
        const one = (await query<RowsResult>(tx, s)).rows[0] as RowsResult;
        checkMaxAffected(api, one.n);
        return compositeResponse(api, one);
      }
      return read(tx, api, p.node, s, p.count, false, true);
    }
    const r = (await query<{ body: string | null; n: number }>(tx, s)).rows[0];
    checkMaxAffected(api, r?.n ?? 0);
    if (p.media) return mediaResponse(api, r?.body ?? null, p.media);
    return scalarResponse(api, r?.body ?? null, r?.n ?? 0, p.fn.returnsSet, p.fn.returnType === 'void');
  }

  /** `explain()`: the statement the request would run, EXPLAINed (with ANALYZE it runs, in the same transaction). */
  function explain(caller: Caller, api: ApiRequest, p: Exclude<Plan, { kind: 'noop' }>, plan: NonNullable<ApiRequest['plan']>, statement?: Statement) {
    const s = p.kind === 'read' ? statement ?? readOf(api, p)
      : p.kind === 'write' ? mutateStatement(p.mutate, p.representation, p.location)
        : rpcStatement(p, p.count === 'exact' || p.count === 'estimated');
    return run(caller, api, async (tx) => {
      if (p.kind === 'rpc' && p.readOnly) await tx.query(READ_ONLY);
      return planResponse(api, (await query<Record<string, unknown>>(tx, explainPlanStatement(s, plan))).rows);
    });
  }

  function execute(caller: Caller, api: ApiRequest, p: Plan, statement?: Statement): Promise<Response> | Response {
    if (api.plan && p.kind !== 'noop') return explain(caller, api, p, api.plan, statement);
    switch (p.kind) {
      case 'noop':
        return noopResponse(p);
      case 'read': {
        const s = statement ?? readOf(api, p);
        return run(caller, api, (tx) => read(tx, api, p.node, s, p.count, api.csv && !api.singular));
      }
      case 'write':
        return run(caller, api, (tx) => write(tx, api, p));
      case 'rpc':
        return run(caller, api, (tx) => rpc(tx, api, p));
    }
  }

  /** The statement of a read (CSV for a plain read; .single() stays a JSON object). */
  function readOf(api: ApiRequest, p: Extract<Plan, { kind: 'read' }>): Statement {
    return readStatement(p.node, p.count === 'exact' || p.count === 'estimated', api.csv && !api.singular);
  }

  /**
   * Reads already planned, by everything that decides their plan: the method, path, query string and the headers
   * parseApiRequest reads. A list re-fetched with the same URL skips parsing, planning and SQL generation; the
   * plan does not depend on the caller (row-level security decides the rows), and an entry planned against an
   * older schema cache is planned again.
   */
  const reads = new Map<string, { cache: SchemaCache; api: ApiRequest; plan: Plan; statement: Statement }>();
  function readKey(req: IncomingMessage, url: URL, subpath: string): string | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const h = req.headers;
    return [req.method, subpath, url.search, h['accept-profile'], h.prefer, h.accept, h.range].map((x) => String(x ?? '')).join('\u0000');
  }

  return {
    schema: () => cacheOf(schemas[0] as string),
    async reloadSchema() {
      aggregates = await loadAggregatesEnabled(db);
      caches = await loadAll();
    },
    async close() {
      if (unlisten) await unlisten().catch(() => undefined);
    },
    async handle(req, res, url, subpath, token) {
      if (!token) {
        throw new HttpError(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
      }
      const caller = await opts.authenticate(token);
      const key = readKey(req, url, subpath);
      const hit = key === null ? undefined : reads.get(key);
      let api: ApiRequest;
      let out: Response;
      if (hit && hit.cache === cacheOf(hit.api.schema)) {
        api = hit.api;
        out = await execute(caller, api, hit.plan, hit.statement);
      } else {
        api = await parseApiRequest(req, url, subpath, {
          schemas,
          planEnabled: opts.planEnabled === true,
          bodyLimit: opts.bodyLimit,
          maxJsonDepth: opts.maxJsonDepth,
        });
        const schema = cacheOf(api.schema);
        if (api.target.kind === 'openapi') out = openApiResponse([...schema.tables.keys()]);
        else {
          const p = plan(schema, api);
          if (key !== null && p.kind === 'read') {
            if (reads.size >= READ_CACHE_SIZE) reads.clear();
            const statement = readOf(api, p);
            reads.set(key, { cache: schema, api, plan: p, statement });
            out = await execute(caller, api, p, statement);
          } else out = await execute(caller, api, p);
        }
      }
      // PostgREST names the schema of the answer when more than one is exposed
      const headers = schemas.length > 1 ? { ...out.headers, 'Content-Profile': api.schema } : out.headers;
      sendRaw(res, out.status, out.body, headers);
    },
  };
}

export type { Column };
