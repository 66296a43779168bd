/**
 * The plan stage's function calls (/rpc/<name>): which overload the arguments name (PostgREST's findProc), how the
 * body becomes the argument, the read shape over the function's rows and the accepted media type.
 */
import type { ApiRequest, CountKind } from './api-request';
import { pgrst } from './errors';
import { closest } from './relationships';
import { planRead, type ReadNode, withRange } from './plan-read';
import { isObject } from './plan-write';
import type { Fn, SchemaCache, Table } from './schema-cache';

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
  const params = keys.size ? ` with parameter${keys.size > 1 ? 's' : ''} ${sig}` : ' without parameters';
  throw pgrst(
    404,
    'PGRST202',
    `Could not find the function ${cache.schema}.${name}${only ? '' : keys.size ? `(${sig})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${cache.schema}.${name}${only ? ` with a single unnamed ${unnamedKind} parameter` : `${params}${post ? ' or with a single unnamed json/jsonb parameter' : ''}`}, but no matches were found in the schema cache.`,
    // no hint for a text, xml or binary body (PostgREST: only the single unnamed parameter was looked for)
    only ? null : noRpcHint(cache, name, keys, fns),
  );
}

/**
 * PostgREST's noRpcHint: with no function of that name, the nearest function name of the schema; else the nearest
 * of its overloads' parameter lists (names sorted, comma-joined) to the arguments given.
 */
function noRpcHint(cache: SchemaCache, name: string, keys: ReadonlySet<string>, overloads: Fn[]): string | null {
  const list = (names: Iterable<string>) => [...names].sort().join(',');
  const suggestion = overloads.length
    ? ((p) => (p === undefined ? undefined : `${name}(${p})`))(closest(list(keys), overloads.map((f) => list(f.args.map((a) => a.name)))))
    : closest(name, cache.functions.keys());
  return suggestion === undefined ? null : `Perhaps you meant to call the function ${cache.schema}.${suggestion}`;
}

export function planRpc(cache: SchemaCache, api: ApiRequest, name: string): RpcPlan {
  const q = api.query;
  const readOnly = api.method === 'GET' || api.method === 'HEAD';
  let args: Record<string, unknown>;
  if (readOnly) args = Object.fromEntries(q.rpcArgs);
  else if (api.contentType !== 'json' || api.body === undefined || Array.isArray(api.body)) args = {};
  else if (isObject(api.body)) args = api.body;
  else throw pgrst(400, 'PGRST102', 'Empty or invalid json', 'The rpc body must be a JSON object of named arguments');
  // POST: the argument names are the body's keys (or `columns=`); GET: the query parameters naming a parameter
  const keys = new Set(!readOnly && q.columns ? q.columns : Object.keys(args));
  const found = findFunction(cache, name, keys, api.contentType, !readOnly);
  const fn = found.fn;
  // PostgREST's OnePosParam: a function whose only parameter is unnamed is called positionally with the whole body,
  // also when a JSON body named it by the empty name (`{"": value}`; by GET an empty name is a parse error)
  const unnamed = found.unnamed || (fn.args.length === 1 && fn.args[0]?.name === '');
  if (readOnly && fn.volatile) {
    // PostgREST runs GET in a READ ONLY transaction, where a function that writes fails with 25006 (405)
    throw pgrst(405, '25006', `cannot call the volatile function ${cache.schema}.${name} in a read-only transaction`, null, 'Call it with POST.');
  }
  let node: ReadNode | null = null;
  if (fn.returnColumns) {
    const returned = cache.tables.get(fn.returnType.startsWith(`${fn.schema}.`) ? fn.returnType.slice(fn.schema.length + 1) : fn.returnType);
    const virtual: Table = {
      schema: fn.schema,
      name: fn.name,
      kind: 'view',
      columns: new Map(fn.returnColumns.map((c) => [c.name, c])),
      columnList: fn.returnColumns,
      primaryKey: [],
      relationships: returned?.relationships ?? [],
      // the returned table's computed fields (PostgREST: `rpc(...).select('col, computed_field')`)
      computed: returned?.computed,
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
