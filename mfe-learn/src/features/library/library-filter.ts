import type { LibraryItem } from '../catalog/api/schemas';

export interface LibraryFilters {
  type: string;
  topic: string;
  q: string;
}

export function readLibraryFilters(params: URLSearchParams): LibraryFilters {
  return { type: params.get('type') ?? '', topic: params.get('topic') ?? '', q: params.get('q') ?? '' };
}

export function filterLibrary(items: LibraryItem[], f: LibraryFilters): LibraryItem[] {
  const words = f.q.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((i) => {
    if (f.type && i.content_type !== f.type) return false;
    if (f.topic && i.category !== f.topic) return false;
    const hay = [i.title, i.description ?? '', i.author ?? '', ...i.tags].join(' ').toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
