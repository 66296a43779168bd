// postgres_changes filters as Supabase Realtime accepts them: `column=op.value`,
// op one of eq, neq, lt, lte, gt, gte, in (`id=in.(1,2,3)`). Applied server-side
// to the record (INSERT/UPDATE) or the old row (DELETE).

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface Filter {
  column: string;
  op: FilterOp;
  /** one value; several for `in` */
  values: string[];
}

const OPS = new Set<FilterOp>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);
const MAX_IN = 100;

/** Parses a filter string; throws Error(reason) when malformed. Column existence is checked by the caller. */
export function parseFilter(text: string): Filter {
  if (text.length > 2000) throw new Error('filter too long');
  const eq = text.indexOf('=');
  if (eq <= 0) throw new Error(`invalid filter "${text}": expected column=op.value`);
  const column = text.slice(0, eq).trim();
  const rest = text.slice(eq + 1);
  const dot = rest.indexOf('.');
  if (dot <= 0) throw new Error(`invalid filter "${text}": expected column=op.value`);
  const op = rest.slice(0, dot) as FilterOp;
  if (!OPS.has(op)) throw new Error(`invalid filter operator "${op}" in "${text}" (eq, neq, lt, lte, gt, gte, in)`);
  const raw = rest.slice(dot + 1);
  if (op !== 'in') return { column, op, values: [raw] };
  const m = /^\((.*)\)$/s.exec(raw.trim());
  if (!m) throw new Error(`invalid filter "${text}": in expects a list like in.(a,b)`);
  const values = splitList(m[1] ?? '');
  if (values.length === 0 || values.length > MAX_IN) throw new Error(`invalid filter "${text}": in takes 1 to ${MAX_IN} values`);
  return { column, op, values };
}

function splitList(s: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '\\' && i + 1 < s.length) cur += s[++i];
      else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  if (cur.trim() !== '' || out.length > 0) out.push(cur.trim());
  return out;
}

function asText(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

const NUM = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

function compare(a: string, b: string): number {
  if (NUM.test(a) && NUM.test(b)) return Number(a) - Number(b);
  // timestamps: compare as instants when both parse
  const ta = Date.parse(a);
  const tb = Date.parse(b);
  if (/^\d{4}-\d\d-\d\d/.test(a) && /^\d{4}-\d\d-\d\d/.test(b) && !Number.isNaN(ta) && !Number.isNaN(tb)) return ta - tb;
  return a < b ? -1 : a > b ? 1 : 0;
}

function equal(a: string, b: string): boolean {
  if (a === b) return true;
  return compare(a, b) === 0 && (NUM.test(a) ? NUM.test(b) : !NUM.test(b));
}

/** Does `row` satisfy the filter? A null column value matches nothing (as in SQL). */
export function matchFilter(f: Filter, row: Record<string, unknown>): boolean {
  const v = asText(row[f.column]);
  if (v === null) return false;
  const x = f.values[0] ?? '';
  switch (f.op) {
    case 'eq':
      return equal(v, x);
    case 'neq':
      return !equal(v, x);
    case 'lt':
      return compare(v, x) < 0;
    case 'lte':
      return compare(v, x) <= 0;
    case 'gt':
      return compare(v, x) > 0;
    case 'gte':
      return compare(v, x) >= 0;
    case 'in':
      return f.values.some((y) => equal(v, y));
  }
}
