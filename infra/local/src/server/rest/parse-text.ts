/**
 * The parser stage's lexical helpers, shared by the select, filter and modifier parsers: JSON paths, top-level comma
 * splitting with () nesting and "double quoted" runs, and unquoting.
 */
import { parseError } from './errors';

/** One step of a JSON path: `->key` (json) or `->>key` (text); a numeric key indexes an array. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** How deep a select list or a logic tree may nest. */
export const MAX_PARSE_DEPTH = 16;

/** Splits on commas at depth 0, honouring () nesting and "double quoted" runs. */
export function splitTop(s: string, what: string): string[] {
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

export function unquote(v: string): string {
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
