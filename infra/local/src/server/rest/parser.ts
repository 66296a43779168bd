/**
 * Stage 1 of the PostgREST pipeline: the query string -> an AST. No schema knowledge here; every syntax
 * error is a PGRST100 (400). Mirrors src/PostgREST/ApiRequest/QueryParams.hs.
 */
import { parseError } from './errors';

/** One step of a JSON path: `->key` (json) or `->>key` (text); a numeric key indexes an array. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'col'; name: string; alias?: string; cast?: string; json?: JsonStep[]; agg?: Aggregate; legacyCount?: boolean }
  | { kind: 'embed'; name: string; alias?: string; hint?: string; inner: boolean; select: SelectItem[]; spread?: boolean };

export type Aggregate = 'count' | 'sum' | 'avg' | 'min' | 'max';

export const OPERATORS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'in',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxl', 'nxr', 'adj', 'fts', 'plfts', 'phfts', 'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];
const OPS: ReadonlySet<string> = new Set(OPERATORS);

export interface Filter {
  kind: 'filter';
  column: string;
  json?: JsonStep[];
  negate: boolean;
  op: Operator;
  /** eq(any) / like(all) ... */
  quant?: 'any' | 'all';
  /** fts language config */
  config?: string;
  /** the raw value (for `in`, and quantified operators: the list) */
  value: string;
  list?: string[];
}
export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}
export type Condition = Filter | Logic;

export interface OrderTerm {
  /** `rel(col)`: a column of the embedded to-one resource `rel` (PostgREST's related order) */
  relation?: string;
  column: string;
  json?: JsonStep[];
  dir?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

const MAX_DEPTH = 16;
const CASTS: ReadonlySet<string> = new Set([
  'text', 'int', 'int2', 'int4', 'int8', 'integer', 'bigint', 'smallint', 'numeric', 'float4', 'float8', 'real',
  'boolean', 'bool', 'json', 'jsonb', 'uuid', 'date', 'timestamptz', 'timestamp', 'time', 'varchar', 'char', 'interval',
]);

// ------------------------------------------------------------------ select
export function parseSelect(input: string): SelectItem[] {
  let i = 0;
  const s = input;
  const fail = (what: string): never => {
    throw parseError(`"failed to parse select parameter (${s})" (line 1, column ${i + 1})`, `unexpected ${i < s.length ? JSON.stringify(s[i]) : 'end of input'} expecting ${what}`);
  };
  const ws = () => {
    while (i < s.length && /\s/.test(s[i] as string)) i++;
  };
  const ident = (): string => {
    ws();
    if (s[i] === '"') {
      i++;
      let out = '';
      while (i < s.length && s[i] !== '"') {
        if (s[i] === '\\' && i + 1 < s.length) i++;
        out += s[i];
        i++;
      }
      if (s[i] !== '"') fail('closing quote');
      i++;
      return out;
    }
    const start = i;
    while (i < s.length && /[^\s,()!:."*\\\->]/.test(s[i] as string)) i++;
    // allow a '-' inside names that is not the start of '->'
    while (i < s.length && s[i] === '-' && s[i + 1] !== '>' && s[i + 1] !== undefined && /[^\s,()!:."*]/.test(s[i + 1] as string)) {
      i++;
      while (i < s.length && /[^\s,()!:."*\\\->]/.test(s[i] as string)) i++;
    }
    if (i === start) fail('field name (* or [a..z0..9_$])');
    return s.slice(start, i);
  };
  const list = (depth: number): SelectItem[] => {
    if (depth > MAX_DEPTH) fail('less nesting');
    const items: SelectItem[] = [];
    for (;;) {
      ws();
      items.push(item(depth));
      ws();
      if (s[i] === ',') {
        i++;
        continue;
      }
      return items;
    }
  };
  const item = (depth: number): SelectItem => {
    ws();
    if (s[i] === '*') {
      i++;
      return { kind: 'star' };
    }
    if (s.startsWith('...', i)) {
      i += 3;
      const spread = item(depth);
      if (spread.kind !== 'embed') fail('an embedded resource after "..."');
      return { ...(spread as Extract<SelectItem, { kind: 'embed' }>), spread: true };
    }
    let name = ident();
    let alias: string | undefined;
    ws();
    if (s[i] === ':' && s[i + 1] !== ':') {
      i++;
      alias = name;
      name = ident();
      ws();
    }
    const castAfter = () => {
      if (s[i] === ':' && s[i + 1] === ':') {
        i += 2;
        const c = ident().toLowerCase();
        if (!CASTS.has(c)) fail('a known cast type');
        return c;
      }
      return undefined;
    };
    if (name === 'count' && s.startsWith('()', i)) {
      i += 2;
      return { kind: 'col', name: '', alias: alias ?? 'count', agg: 'count', cast: castAfter() };
    }
    const aggCall = /^\.(count|sum|avg|min|max)\(\)/.exec(s.slice(i));
    if (aggCall) {
      i += aggCall[0].length;
      const agg = aggCall[1] as Aggregate;
      return { kind: 'col', name, alias: alias ?? agg, agg, cast: castAfter() };
    }
    let hint: string | undefined;
    let inner = false;
    while (s[i] === '!') {
      i++;
      const h = ident();
      if (h === 'inner') inner = true;
      else if (h === 'left') inner = false;
      else if (hint === undefined) hint = h;
      else fail('one hint');
      ws();
    }
    if (s[i] === '(') {
      i++;
      ws();
      const select: SelectItem[] = s[i] === ')' ? [] : list(depth + 1);
      ws();
      if (s[i] !== ')') fail('")" or ","');
      i++;
      return { kind: 'embed', name, alias, hint, inner, select };
    }
    if (hint !== undefined || inner) fail('"(" after an embed hint');
    const json: JsonStep[] = [];
    while (s[i] === '-' && s[i + 1] === '>') {
      const arrow = s[i + 2] === '>' ? '->>' : '->';
      i += arrow.length;
      json.push({ arrow, key: ident() });
      ws();
    }
    let cast: string | undefined;
    if (s[i] === ':' && s[i + 1] === ':') {
      i += 2;
      cast = ident().toLowerCase();
      if (!CASTS.has(cast)) fail('a known cast type');
    }
    if (json.length) return { kind: 'col', name, alias: alias ?? (json[json.length - 1] as JsonStep).key, cast, json };
    // inside an embed a bare `count` is the count aggregate, as in PostgREST (`messages(count)` -> [{ count: 3 }]): its
    // legacy form, allowed with db-aggregates-enabled off (PostgREST/postgrest#3463)
    if (name === 'count' && depth > 0) return { kind: 'col', name: '', alias: alias ?? 'count', agg: 'count', cast, legacyCount: true };
    return { kind: 'col', name, alias, cast };
  };
  if (s.trim() === '') return [{ kind: 'star' }];
  const out = list(0);
  ws();
  if (i !== s.length) fail('"," or end of input');
  return out;
}

// ------------------------------------------------------------------ filters
/** Splits on commas at depth 0, honouring () nesting and "double quoted" runs. */
function splitTop(s: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth < 0) throw parseError(`"failed to parse ${what} (${s})"`, 'unexpected ")"');
    } else if (c === ',' && depth === 0) {
      parts.push(s.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted || depth !== 0) throw parseError(`"failed to parse ${what} (${s})"`, 'unexpected end of input expecting ")" or closing quote');
  parts.push(s.slice(start));
  return parts;
}

function unquote(v: string): string {
  const t = v;
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) return t.slice(1, -1).replace(/\\(.)/g, '$1');
  return t;
}

/** `extra_data->prefs->>tone` -> the column and its JSON path. */
export function splitJsonPath(field: string): { column: string; json?: JsonStep[] } {
  const parts = field.split(/(->>|->)/);
  if (parts.length === 1) return { column: field };
  const json: JsonStep[] = [];
  for (let k = 1; k < parts.length; k += 2) {
    const key = parts[k + 1] ?? '';
    if (key === '') throw parseError(`"failed to parse field (${field})"`, 'unexpected end of input expecting a JSON key');
    json.push({ arrow: parts[k] as '->' | '->>', key });
  }
  return { column: parts[0] as string, json };
}

/** Parses `[not.]op[(mod)].value` for a column. */
export function parseFilter(column: string, expr: string, inLogic = false): Filter {
  let rest = expr;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?\./.exec(rest);
  const bad = () => parseError(`"failed to parse filter (${expr})" (line 1, column 1)`, `unexpected "${rest.slice(0, 12)}" expecting operator (eq, gt, ...)`);
  if (!m) {
    // `col=is.null` style with no dot after the operator is still an error; a bare value is an error too
    throw bad();
  }
  const op = m[1] as string;
  if (!OPS.has(op)) throw bad();
  const mod = m[2];
  let value = rest.slice(m[0].length);
  if (inLogic) value = unquote(value);
  const f: Filter = { kind: 'filter', ...splitJsonPath(column), negate, op: op as Operator, value };
  if (mod !== undefined) {
    if (op === 'fts' || op === 'plfts' || op === 'phfts' || op === 'wfts') {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(mod)) throw bad();
      f.config = mod;
    } else if ((mod === 'any' || mod === 'all') && ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'].includes(op)) {
      f.quant = mod;
    } else throw bad();
  }
  if (op === 'is') {
    const v = value.toLowerCase();
    if (!['null', 'true', 'false', 'unknown', 'not_null'].includes(v)) {
      throw parseError(`"failed to parse filter (${expr})" (line 1, column ${op.length + 2})`, 'unexpected value expecting null or trilean value (unknown, true, false)');
    }
    f.value = v;
  }
  if (op === 'in' || f.quant) {
    const v = f.quant ? value.trim() : value.trim();
    const open = f.quant ? '{' : '(';
    const close = f.quant ? '}' : ')';
    if (!v.startsWith(open) || !v.endsWith(close)) {
      throw parseError(`"failed to parse filter (${expr})" (line 1, column ${op.length + 2})`, `unexpected value expecting "${open}"`);
    }
    const inner = v.slice(1, -1);
    f.list = inner === '' ? [] : splitTop(inner, 'filter').map((x) => unquote(x.trim()));
  }
  if (op === 'like' || op === 'ilike') f.value = f.value.replace(/\*/g, '%');
  if (f.list && (op === 'like' || op === 'ilike')) f.list = f.list.map((x) => x.replace(/\*/g, '%'));
  return f;
}

/** Parses the value of `or=` / `and=` (with its parentheses): `(a.eq.1,and(b.gt.2,c.is.null))`. */
export function parseLogic(op: 'and' | 'or', negate: boolean, value: string, depth = 0): Logic {
  if (depth > MAX_DEPTH) throw parseError(`"failed to parse logic tree (${value})"`, 'too deeply nested');
  const v = value.trim();
  if (!v.startsWith('(') || !v.endsWith(')')) {
    throw parseError(`"failed to parse logic tree (${value})" (line 1, column 1)`, 'unexpected end of input expecting "("');
  }
  const inner = v.slice(1, -1);
  if (inner.trim() === '') throw parseError(`"failed to parse logic tree (${value})"`, 'empty logic tree');
  const children: Condition[] = splitTop(inner, 'logic tree').map((part) => {
    const p = part.trim();
    const lm = /^(not\.)?(and|or)(\(.*\))$/s.exec(p);
    if (lm) return parseLogic(lm[2] as 'and' | 'or', !!lm[1], lm[3] as string, depth + 1);
    const dot = p.indexOf('.');
    if (dot <= 0) throw parseError(`"failed to parse logic tree (${value})"`, `unexpected "${p.slice(0, 20)}" expecting field.operator.value`);
    return parseFilter(p.slice(0, dot), p.slice(dot + 1), true);
  });
  return { kind: 'logic', op, negate, children };
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

/** Parses all query params. `rpcArgNames`: for GET rpc, params with these names are function args, not filters. */
export function parseQuery(params: URLSearchParams, rpcArgNames?: ReadonlySet<string>): ParsedQuery {
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
    if (rpcArgNames?.has(key)) {
      q.rpcArgs.set(key, value);
      continue;
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
    else if (!RESERVED.has(last)) add(q.conditions, path, parseFilter(last, value));
  }
  return q;
}
