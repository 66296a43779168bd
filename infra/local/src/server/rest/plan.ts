/**
 * Stage 2 of the PostgREST pipeline (src/PostgREST/Plan): an ApiRequest + the schema cache -> a plan. Unknown
 * tables / columns / relationships / functions are rejected here, before the database is touched, and so is work
 * over the local server's limits (embed depth; rows per write are counted in api-request.ts, before parsing).
 *
 * This file dispatches by target and method; the work is in plan-read.ts (the select tree, with relationships.ts
 * finding embeds), plan-write.ts (insert / upsert / update / delete) and plan-rpc.ts (function calls).
 */
import type { ApiRequest, CountKind } from './api-request';
import { pgrst } from './errors';
import { planRead, type ReadNode, tableOrThrow, withRange } from './plan-read';
import { planRpc, type RpcPlan } from './plan-rpc';
import { planDelete, planInsert, planUpdate, type NoopPlan, type WritePlan } from './plan-write';
import type { SchemaCache } from './schema-cache';

export interface ReadPlan {
  kind: 'read';
  node: ReadNode;
  count?: CountKind;
}

export type Plan = ReadPlan | WritePlan | NoopPlan | RpcPlan;

function planTable(cache: SchemaCache, api: ApiRequest, name: string): Plan {
  const table = tableOrThrow(cache, name);
  switch (api.method) {
    case 'GET':
    case 'HEAD':
      return { kind: 'read', node: withRange(planRead(cache, table, api.query), api.range), count: api.prefer.count };
    case 'POST':
    case 'PUT':
      return planInsert(cache, table, api);
    case 'PATCH':
      return planUpdate(cache, table, api);
    case 'DELETE':
      return planDelete(cache, table, api);
  }
}

export function plan(cache: SchemaCache, api: ApiRequest): Plan {
  const t = api.target;
  if (t.kind === 'rpc') return planRpc(cache, api, t.name);
  if (t.kind === 'table') return planTable(cache, api, t.name);
  throw pgrst(404, 'PGRST125', 'Invalid path specified in request URL');
}
