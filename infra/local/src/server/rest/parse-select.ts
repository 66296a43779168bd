/**
 * The parser stage's select list (PostgREST's pFieldSelect / pRelationSelect): columns with aliases, casts and JSON
 * paths, aggregates, embeds with hints and `!inner`, and `...` spreads. Every syntax error is a PGRST100 (400).
 */
import { parseError } from './errors';
import { type JsonStep, MAX_PARSE_DEPTH } from './parse-text';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'col'; name: string; alias?: string; cast?: string; json?: JsonStep[]; agg?: Aggregate; legacyCount?: boolean }
  | { kind: 'embed'; name: string; alias?: string; hint?: string; inner: boolean; select: SelectItem[]; spread?: boolean };

export type Aggregate = 'count' | 'sum' | 'avg' | 'min' | 'max';

const CASTS: ReadonlySet<string> = new Set([
  'text', 'int', 'int2', 'int4', 'int8', 'integer', 'bigint', 'smallint', 'numeric', 'float4', 'float8', 'real',
  'boolean', 'bool', 'json', 'jsonb', 'uuid', 'date', 'timestamptz', 'timestamp', 'time', 'varchar', 'char', 'interval',
]);

export function parseSelect(input: string): SelectItem[] {
  if (input.trim() === '') return [{ kind: 'star' }];
  return new SelectParser(input).parse();
}

type EmbedItem = Extract<SelectItem, { kind: 'embed' }>;

/** A recursive-descent reader over one select parameter; `i` is the position the errors report. */
class SelectParser {
  private i = 0;

  constructor(private readonly s: string) {}

  parse(): SelectItem[] {
    const out = this.list(0);
    this.ws();
    if (this.i !== this.s.length) this.fail('"," or end of input');
    return out;
  }

  private fail(what: string): never {
    const { s, i } = this;
    throw parseError(`"failed to parse select parameter (${s})" (line 1, column ${i + 1})`, `unexpected ${i < s.length ? JSON.stringify(s[i]) : 'end of input'} expecting ${what}`);
  }

  private ws() {
    while (this.i < this.s.length && /\s/.test(this.s[this.i] as string)) this.i++;
  }

  private ident(): string {
    this.ws();
    if (this.s[this.i] === '"') return this.quotedIdent();
    const s = this.s;
    const start = this.i;
    while (this.i < s.length && /[^\s,()!:."*\\\->]/.test(s[this.i] as string)) this.i++;
    // allow a '-' inside names that is not the start of '->'
    while (this.i < s.length && s[this.i] === '-' && s[this.i + 1] !== '>' && s[this.i + 1] !== undefined && /[^\s,()!:."*]/.test(s[this.i + 1] as string)) {
      this.i++;
      while (this.i < s.length && /[^\s,()!:."*\\\->]/.test(s[this.i] as string)) this.i++;
    }
    if (this.i === start) this.fail('field name (* or [a..z0..9_$])');
    return s.slice(start, this.i);
  }

  private quotedIdent(): string {
    const s = this.s;
    this.i++;
    let out = '';
    while (this.i < s.length && s[this.i] !== '"') {
      if (s[this.i] === '\\' && this.i + 1 < s.length) this.i++;
      out += s[this.i];
      this.i++;
    }
    if (s[this.i] !== '"') this.fail('closing quote');
    this.i++;
    return out;
  }

  private list(depth: number): SelectItem[] {
    if (depth > MAX_PARSE_DEPTH) this.fail('less nesting');
    const items: SelectItem[] = [];
    for (;;) {
      this.ws();
      items.push(this.item(depth));
      this.ws();
      if (this.s[this.i] === ',') {
        this.i++;
        continue;
      }
      return items;
    }
  }

  /** `::type` from the cast allow-list, if one follows. */
  private cast(): string | undefined {
    if (this.s[this.i] === ':' && this.s[this.i + 1] === ':') {
      this.i += 2;
      const c = this.ident().toLowerCase();
      if (!CASTS.has(c)) this.fail('a known cast type');
      return c;
    }
    return undefined;
  }

  private item(depth: number): SelectItem {
    const s = this.s;
    this.ws();
    if (s[this.i] === '*') {
      this.i++;
      return { kind: 'star' };
    }
    if (s.startsWith('...', this.i)) {
      this.i += 3;
      const spread = this.item(depth);
      if (spread.kind !== 'embed') this.fail('an embedded resource after "..."');
      return { ...(spread as EmbedItem), spread: true };
    }
    let name = this.ident();
    let alias: string | undefined;
    this.ws();
    if (s[this.i] === ':' && s[this.i + 1] !== ':') {
      this.i++;
      alias = name;
      name = this.ident();
      this.ws();
    }
    if (name === 'count' && s.startsWith('()', this.i)) {
      this.i += 2;
      return { kind: 'col', name: '', alias: alias ?? 'count', agg: 'count', cast: this.cast() };
    }
    const aggCall = /^\.(count|sum|avg|min|max)\(\)/.exec(s.slice(this.i));
    if (aggCall) {
      this.i += aggCall[0].length;
      const agg = aggCall[1] as Aggregate;
      return { kind: 'col', name, alias: alias ?? agg, agg, cast: this.cast() };
    }
    return this.embedOrColumn(name, alias, depth);
  }

  /** After the name (and alias): `!hint!inner(...)` embeds, else a column with its JSON path and cast. */
  private embedOrColumn(name: string, alias: string | undefined, depth: number): SelectItem {
    const s = this.s;
    let hint: string | undefined;
    let inner = false;
    while (s[this.i] === '!') {
      this.i++;
      const h = this.ident();
      if (h === 'inner') inner = true;
      else if (h === 'left') inner = false;
      else if (hint === undefined) hint = h;
      else this.fail('one hint');
      this.ws();
    }
    if (s[this.i] === '(') {
      this.i++;
      this.ws();
      const select: SelectItem[] = s[this.i] === ')' ? [] : this.list(depth + 1);
      this.ws();
      if (s[this.i] !== ')') this.fail('")" or ","');
      this.i++;
      return { kind: 'embed', name, alias, hint, inner, select };
    }
    if (hint !== undefined || inner) this.fail('"(" after an embed hint');
    const json: JsonStep[] = [];
    while (s[this.i] === '-' && s[this.i + 1] === '>') {
      const arrow = s[this.i + 2] === '>' ? '->>' : '->';
      this.i += arrow.length;
      json.push({ arrow, key: this.ident() });
      this.ws();
    }
    const cast = this.cast();
    if (json.length) return { kind: 'col', name, alias: alias ?? (json[json.length - 1] as JsonStep).key, cast, json };
    // inside an embed a bare `count` is the count aggregate, as in PostgREST (`messages(count)` -> [{ count: 3 }]): its
    // legacy form, allowed with db-aggregates-enabled off (PostgREST/postgrest#3463)
    if (name === 'count' && depth > 0) return { kind: 'col', name: '', alias: alias ?? 'count', agg: 'count', cast, legacyCount: true };
    return { kind: 'col', name, alias, cast };
  }
}
