/**
 * The parser stage's filters: `col=[not.]op[(mod)].value` and the `or=` / `and=` logic trees (PostgREST's
 * pOpExpr and pLogicTree). Every syntax error is a PGRST100 (400).
 */
import { parseError } from './errors';
import { type JsonStep, MAX_PARSE_DEPTH, splitJsonPath, splitTop, unquote } from './parse-text';

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
  if (depth > MAX_PARSE_DEPTH) throw parseError(`"failed to parse logic tree (${value})"`, 'too deeply nested');
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
