import MiniSearch from 'minisearch';
import { buildCorpus, type Passage } from './corpus';
import { INDEX_OPTIONS } from './search-options';

/** The index as JSON (what the build writes to generated/help-index.json and the panel loads). */
export function buildHelpIndex(seedSql: string): string {
  const index = new MiniSearch<Passage>(INDEX_OPTIONS);
  index.addAll(buildCorpus(seedSql));
  return JSON.stringify(index);
}

/** The built index, from its parsed JSON. */
export function loadHelpIndex(data: unknown): MiniSearch<Passage> {
  return MiniSearch.loadJS<Passage>(data as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS);
}
