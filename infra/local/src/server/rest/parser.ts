/**
 * Stage 1 of the PostgREST pipeline: the query string -> an AST. No schema knowledge here; every syntax
 * error is a PGRST100 (400). Mirrors src/PostgREST/ApiRequest/QueryParams.hs.
 *
 * This file reads the query string's keys (embed paths, modifiers, filters); the select list is parsed in
 * parse-select.ts, filters and logic trees in parse-filter.ts, and both use parse-text.ts.
 */
import { parseError } from './errors';
import { type Condition, parseFilter, parseLogic } from './parse-filter';
import { parseSelect, type SelectItem } from './parse-select';
import { type JsonStep, splitJsonPath, splitTop, unquote } from './parse-text';

export interface OrderTerm {
  /** `rel(col)`: a column of the embedded to-one resource `rel` (PostgREST's related order) */
  relation?: string;
  column: string;
  json?: JsonStep[];
  dir?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export function parseOrder(value: string): OrderTerm[] {
  return value.split(',').map((raw) => {
    const t = raw.trim();
    // `rel(col).desc`: the related column, then the modifiers
    const related = /^([^().]+)\(([^()]+)\)(.*)$/.exec(t);
    const parts = related ? (related[3] ?? '').split('.').slice(1) : t.split('.');
    const column = related ? (related[2] as string).trim() : parts.shift() ?? '';
    if (!column || (!related && column.includes('('))) {
      throw parseError(`"failed to parse order (${value})" (line 1, column 1)`, `unexpected "${t.slice(0, 20)}" expecting field name`);
    }
    const term: OrderTerm = related ? { relation: (related[1] as string).trim(), ...splitJsonPath(column) } : splitJsonPath(column);
    for (const p of parts) {
      if (p === 'asc' || p === 'desc') term.dir = p;
      else if (p === 'nullsfirst') term.nulls = 'first';
      else if (p === 'nullslast') term.nulls = 'last';
      else throw parseError(`"failed to parse order (${value})" (line 1, column ${column.length + 2})`, `unexpected "${p}" expecting "asc", "desc", "nullsfirst" or "nullslast"`);
    }
    return term;
  });
}

export function parseNonNegInt(name: string, value: string): number {
  if (!/^\d{1,15}$/.test(value.trim())) {
    throw parseError(`"failed to parse ${name} parameter (${value})" (line 1, column 1)`, 'unexpected value expecting a non-negative integer');
  }
  return Number(value.trim());
}

/** `columns="a","b"` or `columns=a,b` */
export function parseColumnsParam(value: string): string[] {
  return splitTop(value, 'columns').map((c) => unquote(c.trim())).filter((c) => c !== '');
}

export interface ParsedQuery {
  select: SelectItem[];
  /** key: embed path ('' for the root) */
  conditions: Map<string, Condition[]>;
  order: Map<string, OrderTerm[]>;
  limit: Map<string, number>;
  offset: Map<string, number>;
  onConflict?: string[];
  columns?: string[];
  /** query params that are not reserved and not filters (rpc GET args) */
  rpcArgs: Map<string, string>;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'or', 'and', 'not.or', 'not.and']);

/**
 * Parses all query params. `rpcGet` (GET / HEAD /rpc/fn), as PostgREST's QueryParams for an RPC read: a param whose
 * value is not an operator expression (`name=value`, not `name=eq.value`) is a function argument, named by its last
 * path segment; the rest are filters on the result. A param with an empty name is a tree path parse error (PGRST100).
 */
export function parseQuery(params: URLSearchParams, rpcGet = false): ParsedQuery {
  const q: ParsedQuery = {
    select: [{ kind: 'star' }],
    conditions: new Map(),
    order: new Map(),
    limit: new Map(),
    offset: new Map(),
    rpcArgs: new Map(),
  };
  const add = <T>(m: Map<string, T[]>, k: string, v: T) => {
    const l = m.get(k);
    if (l) l.push(v);
    else m.set(k, [v]);
  };
  for (const [key, value] of params) {
    if (key === 'select') {
      q.select = parseSelect(value);
      continue;
    }
    if (key === 'on_conflict') {
      q.onConflict = parseColumnsParam(value);
      continue;
    }
    if (key === 'columns') {
      q.columns = parseColumnsParam(value);
      continue;
    }
    if (rpcGet && key === '') {
      throw parseError('"failed to parse tree path ()" (line 1, column 1)', 'unexpected end of input expecting field name (* or [a..z0..9_$])');
    }
    // embed path prefix: `brand.verified`, `brand.order`, `brand.or`
    let path = '';
    let last = key;
    const lastDot = (() => {
      // `not.or` / `not.and` are root logic keys
      if (key === 'not.or' || key === 'not.and') return -1;
      if (key.endsWith('.not.or') || key.endsWith('.not.and')) return key.length - (key.endsWith('.not.or') ? 7 : 8);
      return key.lastIndexOf('.');
    })();
    if (lastDot > 0) {
      path = key.slice(0, lastDot);
      last = key.slice(lastDot + 1);
    }
    if (last === 'order') q.order.set(path, [...(q.order.get(path) ?? []), ...parseOrder(value)]);
    else if (last === 'limit') q.limit.set(path, parseNonNegInt('limit', value));
    else if (last === 'offset') q.offset.set(path, parseNonNegInt('offset', value));
    else if (last === 'or' || last === 'and') add(q.conditions, path, parseLogic(last, false, value));
    else if (last === 'not.or' || last === 'not.and') add(q.conditions, path, parseLogic(last.slice(4) as 'and' | 'or', true, value));
    else if (!RESERVED.has(last)) {
      let filter: Condition;
      try {
        filter = parseFilter(last, value);
      } catch (e) {
        if (!rpcGet) throw e;
        q.rpcArgs.set(last, value);
        continue;
      }
      add(q.conditions, path, filter);
    }
  }
  return q;
}
