/**
 * Stage 1 of the PostgREST pipeline (src/PostgREST/ApiRequest): the whole HTTP request (path, query string,
 * headers, body) -> one value. Syntax errors are answered here; nothing here knows tables or columns.
 */
import type { IncomingMessage } from 'node:http';
import { parseJsonBounded, readBody, readBodyBytes } from '../http';
import { pgrst } from './errors';
import { parseQuery, type ParsedQuery } from './parser';

/** Rows one POST / PUT may write (the body limit alone would allow ~250,000 `{}` elements). */
export const MAX_WRITE_ROWS = 1000;

export type Method = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type CountKind = 'exact' | 'planned' | 'estimated';

export interface Prefer {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: CountKind;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault?: boolean;
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  /** preferences that were not understood (refused with PGRST122 under handling=strict) */
  invalid: string[];
}

export type Target = { kind: 'openapi' } | { kind: 'table'; name: string } | { kind: 'rpc'; name: string };

export interface ApiRequest {
  method: Method;
  /** The exposed schema the request is for: Accept-Profile (GET/HEAD) or Content-Profile, else the first one. */
  schema: string;
  target: Target;
  query: ParsedQuery;
  prefer: Prefer;
  /** Accept: application/vnd.pgrst.object+json (`.single()` / `.maybeSingle()`) */
  singular: boolean;
  /** Accept: ...;nulls=stripped: keys whose value is null are left out of each object */
  stripNulls: boolean;
  /** Accept: text/csv */
  csv: boolean;
  /** Accept: application/vnd.pgrst.plan[+json|+text] (`explain()`), when db-plan-enabled is on */
  plan?: ExplainRequest;
  /** The Accept header's media types, lowercased, in order (a function's media type handler is chosen from them). */
  accepts: string[];
  /** The index in `accepts` of the first built-in media type answered (-1: none, `unacceptable` is the 406). */
  builtinAccept: number;
  /** 406 PGRST107: no built-in media type is accepted; a function's media type handler may still be (plan.ts). */
  unacceptable?: Error;
  /** Range: items=from-to */
  range: { from: number; to?: number } | null;
  /** Parsed JSON body; undefined when there is none. A raw string for `text/plain` / `text/xml` on /rpc, bytes (a Buffer) for `application/octet-stream`. */
  body: unknown;
  /** The body's media type as PostgREST tells them apart for a function's single unnamed parameter. */
  contentType: 'json' | 'text' | 'xml' | 'octet';
}

export interface ExplainRequest {
  format: 'json' | 'text';
  /** EXPLAIN options: analyze, verbose, settings, buffers, wal */
  options: string[];
}

export interface ApiRequestContext {
  /** PostgREST's db-plan-enabled: the plan media type is produced only when on. */
  planEnabled?: boolean;
  /** PostgREST's db-schemas: the exposed schemas, the default first. */
  schemas: readonly string[];
  bodyLimit: number;
  /** Deepest JSON nesting a body may have (the auth and broadcast readers' bound): deeper is a 400, not a stack overflow. */
  maxJsonDepth: number;
}

export function parsePrefer(h: string | string[] | undefined): Prefer {
  const out: Prefer = { invalid: [] };
  const raw = Array.isArray(h) ? h.join(',') : h ?? '';
  for (const part of raw.split(/[,;]/)) {
    if (part.trim() === '') continue;
    const [k, v] = part.trim().split('=').map((x) => x.trim());
    if (k === 'return' && (v === 'minimal' || v === 'representation' || v === 'headers-only')) out.return = v;
    else if (k === 'count' && (v === 'exact' || v === 'planned' || v === 'estimated')) out.count = v;
    else if (k === 'resolution' && (v === 'merge-duplicates' || v === 'ignore-duplicates')) out.resolution = v;
    else if (k === 'missing' && (v === 'default' || v === 'null')) out.missingDefault = v === 'default';
    else if (k === 'tx' && (v === 'commit' || v === 'rollback')) out.tx = v;
    else if (k === 'handling' && (v === 'strict' || v === 'lenient')) out.handling = v;
    else if (k === 'max-affected' && v !== undefined && /^\d{1,15}$/.test(v)) out.maxAffected = Number(v);
    else if (k !== 'timezone' && k !== 'params') out.invalid.push(part.trim());
  }
  if (out.handling === 'strict' && out.invalid.length) {
    throw pgrst(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${out.invalid.join(', ')}`);
  }
  return out;
}

const MEDIA = ['application/json', 'application/vnd.pgrst.object+json', 'application/vnd.pgrst.object', 'application/vnd.pgrst.array+json', 'application/vnd.pgrst.array', 'text/csv', '*/*', 'application/*', 'text/*'];
const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

/** One Accept entry for the plan media type (`application/vnd.pgrst.plan+json; for="..."; options=a|b`), parsed. */
function parsePlanType(entry: string): ExplainRequest & { mime: string } {
  const [type = '', ...params] = entry.split(';').map((x) => x.trim());
  const format = type.toLowerCase().endsWith('+json') ? 'json' : 'text';
  const param = (k: string) => params.find((x) => x.toLowerCase().startsWith(k + '='))?.slice(k.length + 1).replace(/^"|"$/g, '');
  const options = (param('options') ?? '').split('|').map((x) => x.trim().toLowerCase()).filter((x) => PLAN_OPTIONS.includes(x));
  const forType = param('for') || 'application/json';
  // PostgREST's rendering of the media type (MediaType.toMime), used in its 406 message
  const mime = `application/vnd.pgrst.plan+${format}; for="${forType}"${options.length ? `; options=${options.join('|')}` : ''}`;
  return { format, options, mime };
}

/**
 * The media type to answer: JSON (also for the pgrst object/array types), CSV, or with db-plan-enabled the plan
 * (`explain()`); anything else is 406 PGRST107 (`unacceptable`), as is the plan when db-plan-enabled is off (PostgREST's
 * default), unless a function's media type handler is accepted (plan.ts).
 */
function negotiate(accept: string | undefined, planEnabled: boolean): { media: 'json' | 'csv' | ExplainRequest; accepts: string[]; builtin: number; unacceptable?: Error } {
  if (!accept || accept.trim() === '') return { media: 'json', accepts: [], builtin: 0 };
  const entries = accept.split(',').map((x) => x.trim());
  const types = entries.map((x) => (x.split(';')[0] ?? '').trim().toLowerCase());
  const isPlan = (x: string) => x.startsWith('application/vnd.pgrst.plan');
  const i = types.findIndex((x) => MEDIA.includes(x) || (planEnabled && isPlan(x)));
  const first = types[i];
  if (first !== undefined && isPlan(first)) {
    const plan = parsePlanType(entries[i] as string);
    return { media: { format: plan.format, options: plan.options }, accepts: types, builtin: i };
  }
  if (first === undefined) {
    const shown = entries.map((e, k) => (isPlan(types[k] as string) ? parsePlanType(e).mime : e)).join(', ');
    return { media: 'json', accepts: types, builtin: -1, unacceptable: pgrst(406, 'PGRST107', `None of these media types are available: ${shown}`) };
  }
  return { media: first === 'text/csv' || first === 'text/*' ? 'csv' : 'json', accepts: types, builtin: i };
}

function parseRange(h: string | undefined): { from: number; to?: number } | null {
  if (typeof h !== 'string') return null;
  const m = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(h);
  if (!m) return null;
  const from = Number(m[1]);
  const to = m[2] ? Number(m[2]) : undefined;
  if (to !== undefined && to < from) throw pgrst(416, 'PGRST103', 'Requested range not satisfiable', `The range ${h} is invalid`);
  return { from, to };
}

function parseTarget(method: string, subpath: string): Target {
  let decoded: string[];
  try {
    decoded = subpath.split('/').filter((x) => x !== '').map((x) => decodeURIComponent(x));
  } catch {
    throw pgrst(404, 'PGRST125', 'Invalid path specified in request URL');
  }
  if (decoded.length === 0) {
    if (method !== 'GET' && method !== 'HEAD') throw pgrst(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    return { kind: 'openapi' };
  }
  if (decoded[0] === 'rpc' && decoded.length === 2) {
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') throw pgrst(405, 'PGRST101', 'Only GET, HEAD or POST requests are allowed for functions');
    return { kind: 'rpc', name: decoded[1] as string };
  }
  if (decoded.length !== 1) throw pgrst(404, 'PGRST125', 'Invalid path specified in request URL');
  if (!['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'].includes(method)) throw pgrst(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  return { kind: 'table', name: decoded[0] as string };
}

/** Elements of a top-level JSON array, counted without parsing it. */
export function arrayLength(text: string): number {
  let depth = 0;
  let commas = 0;
  let any = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // skip a string, honouring backslash escapes
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92) i++;
      any = true;
    } else if (c === 91 || c === 123) {
      if (depth === 1) any = true;
      depth++;
    } else if (c === 93 || c === 125) depth--;
    else if (c === 44 && depth === 1) commas++;
    else if (depth === 1 && c > 32) any = true;
  }
  return any ? commas + 1 : 0;
}

async function readJsonBody(req: IncomingMessage, limit: number, maxRows: number | null, maxDepth: number): Promise<unknown> {
  const text = await readBody(req, limit, () => ({
    code: 'PGRST413', details: null, hint: null, message: `Request body exceeds the ${limit} bytes limit`,
  }));
  if (text.trim() === '') return undefined;
  if (maxRows !== null && text.trimStart().startsWith('[')) {
    // refused before JSON.parse: parsing a 1 MiB array of `{}` alone blocks the event loop for tens of ms
    const n = arrayLength(text);
    if (n > maxRows) throw pgrst(413, 'PGRST413', `A request may write at most ${maxRows} rows`, `The body has ${n} rows`, 'Send the rows in several requests.');
  }
  let parsed: ReturnType<typeof parseJsonBounded>;
  try {
    parsed = parseJsonBounded(text, maxDepth);
  } catch (e) {
    throw pgrst(400, 'PGRST102', 'Empty or invalid json', e instanceof Error ? e.message : null);
  }
  if (parsed.tooDeep) throw pgrst(400, 'PGRST102', 'Empty or invalid json', `The body is nested more than ${maxDepth} levels deep`);
  return parsed.value;
}

export async function parseApiRequest(req: IncomingMessage, url: URL, subpath: string, ctx: ApiRequestContext): Promise<ApiRequest> {
  const method = req.method ?? 'GET';
  const profile = req.headers[method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile'];
  const schema = typeof profile === 'string' && profile !== '' ? profile : (ctx.schemas[0] as string);
  if (!ctx.schemas.includes(schema)) {
    throw pgrst(406, 'PGRST106', `The schema must be one of the following: ${ctx.schemas.join(', ')}`);
  }
  const prefer = parsePrefer(req.headers.prefer);
  const target = parseTarget(method, subpath);
  const rpcGet = target.kind === 'rpc' && (method === 'GET' || method === 'HEAD');
  const query = parseQuery(url.searchParams, rpcGet);
  const accept = req.headers.accept;
  const negotiated = negotiate(accept, ctx.planEnabled === true);
  const media = negotiated.media;
  // only a function can have a media type handler (a domain-typed result): anything else is refused now
  if (negotiated.unacceptable && target.kind !== 'rpc') throw negotiated.unacceptable;
  const hasBody = method === 'POST' || method === 'PATCH' || method === 'PUT';
  // PostgREST passes a text/plain (or text/xml) body whole to a function's single unnamed text (xml) parameter
  const ct = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const rpcTypes: Record<string, ApiRequest['contentType']> = { 'text/plain': 'text', 'text/xml': 'xml', 'application/octet-stream': 'octet' };
  const contentType = (target.kind === 'rpc' && rpcTypes[ct]) || 'json';
  let body: unknown;
  const tooLarge = () => ({ code: 'PGRST413', details: null, hint: null, message: `Request body exceeds the ${ctx.bodyLimit} bytes limit` });
  if (hasBody && target.kind !== 'openapi' && contentType === 'octet') {
    body = await readBodyBytes(req, ctx.bodyLimit, tooLarge);
  } else if (hasBody && target.kind !== 'openapi') {
    body = contentType === 'json'
      ? await readJsonBody(req, ctx.bodyLimit, target.kind === 'table' ? MAX_WRITE_ROWS : null, ctx.maxJsonDepth)
      : await readBody(req, ctx.bodyLimit, tooLarge);
  }
  return {
    method: method as Method,
    schema,
    target,
    query,
    prefer,
    singular: typeof accept === 'string' && accept.includes('application/vnd.pgrst.object'),
    csv: media === 'csv',
    plan: typeof media === 'object' ? media : undefined,
    accepts: negotiated.accepts,
    builtinAccept: negotiated.builtin,
    unacceptable: negotiated.unacceptable,
    stripNulls: typeof accept === 'string' && /application\/vnd\.pgrst\.(array|object)(\+json)?;\s*nulls=stripped/.test(accept),
    range: parseRange(req.headers.range),
    body,
    contentType,
  };
}
