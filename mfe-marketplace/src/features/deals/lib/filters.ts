/** The marketplace's filters, as the URL carries them: `?q=&category=&min=&max=&sort=&saved=`. */
export const SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'highest_pay', label: 'Highest pay' },
  { value: 'deadline', label: 'Deadline' },
  // the signed-in talent's match score (public.match_score), offered to athletes and creators
  { value: 'best_match', label: 'Best match' },
] as const;
export type SortBy = (typeof SORTS)[number]['value'];

export const PRICE_MIN = 0;
export const PRICE_MAX = 10000;
export const PAGE_SIZE = 50;

export interface DealFilters {
  searchQuery: string;
  category: string;
  priceRange: [number, number];
  sortBy: SortBy;
  /** only the viewer's bookmarked deals */
  saved: boolean;
}

export const DEFAULT_FILTERS: DealFilters = { searchQuery: '', category: 'all', priceRange: [PRICE_MIN, PRICE_MAX], sortBy: 'newest', saved: false };

const clampPrice = (raw: string | null, fallback: number) => {
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(n) ? Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(n))) : fallback;
};

export function readFilters(params: URLSearchParams): DealFilters {
  const sort = params.get('sort');
  let min = clampPrice(params.get('min'), PRICE_MIN);
  let max = clampPrice(params.get('max'), PRICE_MAX);
  if (min > max) [min, max] = [max, min];
  return {
    searchQuery: params.get('q') ?? '',
    category: params.get('category') || 'all',
    priceRange: [min, max],
    sortBy: SORTS.some((s) => s.value === sort) ? (sort as SortBy) : 'newest',
    saved: params.get('saved') === '1',
  };
}

/** The filters as URL parameters, leaving out what is at its default (other parameters, such as `deal`, are kept). */
export function writeFilters(base: URLSearchParams, f: DealFilters): URLSearchParams {
  const next = new URLSearchParams(base);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set('q', f.searchQuery.trim() ? f.searchQuery : null);
  set('category', f.category !== 'all' ? f.category : null);
  set('min', f.priceRange[0] !== PRICE_MIN ? String(f.priceRange[0]) : null);
  set('max', f.priceRange[1] !== PRICE_MAX ? String(f.priceRange[1]) : null);
  set('sort', f.sortBy !== 'newest' ? f.sortBy : null);
  set('saved', f.saved ? '1' : null);
  return next;
}

/** How many filters are not at their default (the price range counts once): the phone's "Filters (n)" button. */
export function activeFilterCount(f: DealFilters): number {
  return new Set([...writeFilters(new URLSearchParams(), f).keys()].map((k) => (k === 'min' || k === 'max' ? 'price' : k))).size;
}

export function hasActiveFilters(f: DealFilters): boolean {
  return activeFilterCount(f) > 0;
}
