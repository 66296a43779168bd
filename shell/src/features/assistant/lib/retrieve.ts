import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import type { Passage } from './corpus';
import { processTerm, SEARCH_OPTIONS } from './search-options';

export interface SourceHit {
  source: string;
  title: string;
  link: string;
  score: number;
  /** the best passages of this source, best first */
  passages: string[];
}

export interface Retrieval {
  /** false: nothing in the help matches well enough, so the assistant says so */
  confident: boolean;
  sources: SourceHit[];
}

/** Below this share of the question's words found in the best source, the assistant declines. */
export const MIN_COVERAGE = 0.5;
/** Below this score (MiniSearch's BM25) for the best source, the assistant declines. */
export const MIN_SCORE = 6;

const terms = (q: string) => [...new Set(q.split(/[^\p{L}\p{N}#']+/u).map(processTerm).filter((t): t is string => !!t))];

/** The help sources that best answer a question (up to 3), with the passages to quote. */
export function retrieve(index: MiniSearch<Passage>, question: string): Retrieval {
  const words = terms(question);
  if (words.length === 0) return { confident: false, sources: [] };
  const results = index.search(words.join(' '), SEARCH_OPTIONS) as (SearchResult & Omit<Passage, 'id'>)[];
  const bySource = new Map<string, { hits: (SearchResult & Omit<Passage, 'id'>)[]; matched: Set<string> }>();
  for (const r of results) {
    const s = bySource.get(r.source) ?? { hits: [], matched: new Set<string>() };
    s.hits.push(r);
    for (const t of r.queryTerms) s.matched.add(t);
    bySource.set(r.source, s);
  }
  const ranked = [...bySource.entries()]
    .map(([source, s]) => {
      const [first, second] = s.hits;
      return {
        source,
        title: source.startsWith('learn/') ? first!.title.split(':')[0]! : first!.title,
        link: first!.link,
        // the best passage, plus a little for a second good one
        score: first!.score + (second ? second.score * 0.3 : 0),
        coverage: s.matched.size / words.length,
        passages: s.hits.slice(0, 2).map((h) => h.text),
      };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, 3);
  const best = ranked[0];
  const confident = !!best && best.coverage >= MIN_COVERAGE && best.score >= MIN_SCORE;
  return { confident, sources: ranked.map(({ coverage: _c, ...rest }) => rest) };
}
