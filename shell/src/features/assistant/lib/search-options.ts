import type { Options, SearchOptions } from 'minisearch';
import type { Passage } from './corpus';

/** Words that carry no meaning for retrieval (kept short: "how", "why" and "can" stay out of the index too). */
export const STOP_WORDS = new Set(
  'a an and are as at be but by can could do does did for from get got has have how i if in into is it its me my of on or our so that the their them then there these they this to was we what when where which who why will with would you your i\'m im it\'s dont don\'t want need please'.split(' '),
);

export const processTerm = (term: string): string | null => {
  const t = term.toLowerCase().replace(/^#/, '');
  return t.length < 2 || STOP_WORDS.has(t) ? null : t;
};

export const INDEX_OPTIONS: Options<Passage> = {
  fields: ['title', 'text', 'keywords'],
  storeFields: ['source', 'title', 'text', 'link'],
  processTerm,
};

export const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 2, keywords: 1.5 },
  prefix: (term) => term.length > 3,
  fuzzy: (term) => (term.length > 5 ? 0.2 : false),
  combineWith: 'OR',
};
