import type { LearningModule, LibraryItem } from '../catalog/api/schemas';

export interface CatalogFilters {
  q: string;
  topic: string;
  level: string;
  format: string;
}

export const EMPTY_FILTERS: CatalogFilters = { q: '', topic: '', level: '', format: '' };

export function readFilters(params: URLSearchParams): CatalogFilters {
  return { q: params.get('q') ?? '', topic: params.get('topic') ?? '', level: params.get('level') ?? '', format: params.get('format') ?? '' };
}

export const isFiltering = (f: CatalogFilters) => !!(f.q.trim() || f.topic || f.level || f.format);

function matchesText(q: string, ...fields: Array<string | null | string[]>): boolean {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const hay = fields.flat().filter(Boolean).join(' ').toLowerCase();
  return words.every((w) => hay.includes(w));
}

type Entry = { category: string | null; level: string; title: string; description: string | null; tags: string[] };

function matches(entry: Entry, format: string, f: CatalogFilters): boolean {
  return (
    (!f.topic || entry.category === f.topic) &&
    (!f.level || entry.level === f.level) &&
    (!f.format || format === f.format) &&
    matchesText(f.q, entry.title, entry.description, entry.tags)
  );
}

/** The same search and filters over modules and library items (a module's format is course or video-course). */
export function filterCatalog(modules: LearningModule[], items: LibraryItem[], f: CatalogFilters) {
  return {
    modules: modules.filter((m) => matches({ ...m, tags: [...m.tags, ...m.lessons.map((l) => l.title)] }, m.format, f)),
    items: items.filter((i) => matches(i, i.content_type, f)),
  };
}

export function topicsOf(modules: LearningModule[], items: LibraryItem[]): string[] {
  return [...new Set([...modules, ...items].map((x) => x.category).filter((c): c is string => !!c))].sort();
}
