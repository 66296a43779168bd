/**
 * Embedding's relationship lookup for the plan stage (PostgREST's findRel): which foreign key (or join table, or
 * computed relationship) `name!hint(...)` means, with PostgREST's PGRST200 / PGRST201 errors and its fuzzy hint.
 */
import { pgrst } from './errors';
import type { Relationship, SchemaCache, Table } from './schema-cache';

const cardinalityName = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one', m2m: 'many-to-many' } as const;

/** n-grams of `-word-` (fuzzyset's normalisation), counted. */
function grams(value: string, n: number): Map<string, number> {
  const padded = `-${value.toLowerCase().replace(/[^\p{L}\p{N}_, ]+/gu, '')}-`;
  const out = new Map<string, number>();
  for (let i = 0; i + n <= padded.length; i++) out.set(padded.slice(i, i + n), (out.get(padded.slice(i, i + n)) ?? 0) + 1);
  return out;
}

/** Levenshtein distance (edits to turn a into b). */
function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length] as number;
}

/**
 * PostgREST's fuzzy "Perhaps you meant" (the fuzzyset package: 3-grams, else 2-grams, by cosine similarity; the best
 * 50 re-ranked by Levenshtein similarity, 1 - distance / longer length; at least 0.33).
 */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  const list = [...new Set(candidates)];
  const norm = (m: Map<string, number>) => Math.sqrt([...m.values()].reduce((x, v) => x + v * v, 0));
  const target = name.toLowerCase();
  for (const n of [3, 2]) {
    const a = grams(name, n);
    const scored: { c: string; sim: number }[] = [];
    for (const c of list) {
      const b = grams(c, n);
      let dot = 0;
      for (const [g, v] of a) dot += v * (b.get(g) ?? 0);
      if (dot > 0) scored.push({ c, sim: dot / (norm(a) * norm(b) || 1) });
    }
    if (!scored.length) continue;
    scored.sort((x, y) => y.sim - x.sim);
    let best: string | undefined;
    let score = 0;
    for (const { c } of scored.slice(0, 50)) {
      const other = c.toLowerCase();
      const sim = 1 - levenshtein(target, other) / Math.max(target.length, other.length, 1);
      if (sim > score) [best, score] = [c, sim];
    }
    return score >= 0.33 ? best : undefined;
  }
  return undefined;
}

/**
 * PostgREST's findRel (src/PostgREST/Plan.hs). Self-references have two relationships on one foreign key: the parent
 * by the column's name (`parent_id(*)`), the children by the table's name, and with a hint naming the column
 * (`collections!parent_id(*)`) the children too. Otherwise the target is the table / view, a constraint or a
 * foreign-key column (not for views), and the hint a constraint, a column of either side or a join table.
 */
export function findRelationship(cache: SchemaCache, from: Table, name: string, hint: string | undefined): Relationship {
  const single = (cols: string[]) => (cols.length === 1 ? cols[0] : undefined);
  const isView = (r: Relationship) => cache.tables.get(r.target)?.kind === 'view';
  const cands = from.relationships.filter((r) => {
    if (r.computed) return r.computed.fn === name;
    const self = r.target === from.name && !r.junction;
    if (self) {
      if (hint === undefined) return (name === r.target && r.cardinality === 'o2m') || (r.cardinality === 'm2o' && single(r.sourceColumns) === name);
      return name === r.target && r.cardinality === 'o2m' && single(r.targetColumns) === hint;
    }
    if (hint === undefined) {
      return name === r.target || (!r.junction && !isView(r) && (r.constraint === name || single(r.sourceColumns) === name));
    }
    return name === r.target && (
      (!r.junction && (r.constraint === hint || single(r.sourceColumns) === hint || single(r.targetColumns) === hint)) ||
      (!!r.junction && r.junction.table === hint));
  });
  if (cands.length === 0) {
    // PostgREST's noRelBetweenHint: the nearest of the tables the parent's relationships lead to (a function embed's
    // too: the table it returns), never the parent or the name itself
    const suggestion = closest(name, from.relationships.map((r) => r.target).filter((t) => t !== from.name));
    throw pgrst(
      400,
      'PGRST200',
      `Could not find a relationship between '${from.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${from.name}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${cache.schema}', but no matches were found.`,
      suggestion !== undefined && suggestion !== name ? `Perhaps you meant '${suggestion}' instead of '${name}'.` : null,
    );
  }
  if (cands.length > 1) {
    // PostgREST's details: an array of {cardinality, embedding, relationship}
    const details = cands.map((r) => ({
      cardinality: cardinalityName[r.cardinality],
      embedding: `${from.name} with ${r.target}`,
      relationship: r.junction
        ? `${r.junction.table} using ${r.junction.sourceConstraint ?? r.constraint}(${r.junction.sourceColumns.join(', ')}) and ${r.junction.targetConstraint ?? r.junction.table}(${r.junction.targetColumns.join(', ')})`
        : `${r.constraint} using ${from.name}(${r.sourceColumns.join(', ')}) and ${r.target}(${r.targetColumns.join(', ')})`,
    }));
    throw pgrst(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${from.name}' and '${name}'`,
      details,
      // PostgREST's relHint: the target relation (not the name asked for) and the constraint, or the join table
      `Try changing '${name}' to one of the following: ${cands.map((r) => `'${r.target}!${r.junction ? r.junction.table : r.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  return cands[0] as Relationship;
}
