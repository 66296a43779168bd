/**
 * /discover's filters as the URL carries them (`?role=&category=&platform=&fmin=&fmax=&eng=&age=&female=&country=
 * &location=&school=&budget=&kit=&sort=&deal=&page=`), and the discover_talent() arguments they become.
 */
export const DISCOVER_SORTS = [
  { value: 'followers', label: 'Followers' },
  { value: 'engagement', label: 'Engagement' },
  { value: 'newest', label: 'Newest' },
  { value: 'fit', label: 'Fit for a deal' },
] as const;
export type DiscoverSort = (typeof DISCOVER_SORTS)[number]['value'];

export const DISCOVER_PAGE_SIZE = 24;
export const AGE_BANDS = ['13-17', '18-24', '25-34', '35-44', '45+'] as const;
export const PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitter', 'twitch', 'facebook', 'linkedin'] as const;

export interface DiscoverFilters {
  role: '' | 'athlete' | 'creator';
  category: string;
  platform: string;
  followersMin: string;
  followersMax: string;
  engagementMin: string;
  ageBand: string;
  femaleMin: string;
  country: string;
  location: string;
  school: string;
  budget: string;
  mediaKit: boolean;
  sort: DiscoverSort;
  deal: string;
  page: number;
}

export const DEFAULT_DISCOVER: DiscoverFilters = {
  role: '', category: '', platform: '', followersMin: '', followersMax: '', engagementMin: '', ageBand: '', femaleMin: '',
  country: '', location: '', school: '', budget: '', mediaKit: false, sort: 'followers', deal: '', page: 1,
};

const KEYS: Record<Exclude<keyof DiscoverFilters, 'mediaKit' | 'page' | 'sort' | 'role'>, string> = {
  category: 'category', platform: 'platform', followersMin: 'fmin', followersMax: 'fmax', engagementMin: 'eng', ageBand: 'age',
  femaleMin: 'female', country: 'country', location: 'location', school: 'school', budget: 'budget', deal: 'deal',
};
const NUMERIC = new Set(['followersMin', 'followersMax', 'engagementMin', 'femaleMin', 'budget']);

export function readDiscover(params: URLSearchParams): DiscoverFilters {
  const f: DiscoverFilters = { ...DEFAULT_DISCOVER };
  for (const [field, key] of Object.entries(KEYS) as [keyof typeof KEYS, string][]) {
    const raw = (params.get(key) ?? '').trim();
    f[field] = NUMERIC.has(field) && raw !== '' && !(Number.isFinite(Number(raw)) && Number(raw) >= 0) ? '' : raw;
  }
  const role = params.get('role');
  f.role = role === 'athlete' || role === 'creator' ? role : '';
  f.mediaKit = params.get('kit') === '1';
  const sort = params.get('sort');
  f.sort = DISCOVER_SORTS.some((s) => s.value === sort) ? (sort as DiscoverSort) : 'followers';
  if (f.sort === 'fit' && !f.deal) f.sort = 'followers';
  const page = Number(params.get('page'));
  f.page = Number.isInteger(page) && page > 1 ? page : 1;
  return f;
}

/** The filters as URL parameters, leaving out what is at its default. */
export function writeDiscover(f: DiscoverFilters): URLSearchParams {
  const next = new URLSearchParams();
  if (f.role) next.set('role', f.role);
  for (const [field, key] of Object.entries(KEYS) as [keyof typeof KEYS, string][]) {
    const v = String(f[field]).trim();
    if (v) next.set(key, v);
  }
  if (f.mediaKit) next.set('kit', '1');
  if (f.sort !== 'followers') next.set('sort', f.sort);
  if (f.page > 1) next.set('page', String(f.page));
  return next;
}

const num = (v: string) => (v.trim() === '' ? null : Number(v));

/** The discover_talent() arguments (only those set; the database's defaults for the rest). */
export function discoverArgs(f: DiscoverFilters) {
  const args: Record<string, string | number | boolean> = {
    p_sort: f.sort,
    p_limit: DISCOVER_PAGE_SIZE,
    p_offset: (f.page - 1) * DISCOVER_PAGE_SIZE,
  };
  const put = (k: string, v: string | number | boolean | null) => {
    if (v !== null && v !== '') args[k] = v;
  };
  put('p_role', f.role);
  put('p_category', f.category.trim());
  put('p_platform', f.platform);
  put('p_followers_min', num(f.followersMin));
  put('p_followers_max', num(f.followersMax));
  put('p_engagement_min', num(f.engagementMin));
  put('p_age_band', f.ageBand);
  put('p_female_min', num(f.femaleMin));
  put('p_country', f.country.trim());
  put('p_location', f.location.trim());
  put('p_school', f.school.trim());
  put('p_budget', num(f.budget));
  if (f.mediaKit) args.p_media_kit = true;
  put('p_deal_id', f.deal);
  return args;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
export function formatFollowers(n: number): string {
  return `${compact.format(n)} followers`;
}
