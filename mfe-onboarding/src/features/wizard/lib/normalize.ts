import type { Preferences } from './options';
import { DEFAULT_PREFERENCES } from './options';
import type { RoleSetupValues } from './schemas';

const text = (v: string | undefined | null): string | null => {
  const t = (v ?? '').trim();
  return t ? t : null;
};
const int = (v: string | number | undefined | null): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number.parseInt(String(v).trim(), 10);
  return Number.isFinite(n) ? Math.trunc(n) : null;
};

/** Which step-2 fields each role fills. */
export const ROLE_FIELDS: Record<string, (keyof RoleSetupValues)[]> = {
  athlete: ['sport', 'graduation_year', 'instagram_handle', 'twitter_handle', 'tiktok_handle'],
  creator: ['content_type', 'follower_count', 'instagram_handle', 'twitter_handle', 'tiktok_handle'],
  brand: ['company_name', 'industry', 'website_url'],
  agency: ['company_name', 'website_url', 'instagram_handle', 'twitter_handle', 'tiktok_handle'],
  admin: [],
};

/** extra_data keys that mirror profile columns. */
const EXTRA_KEYS = ['sport', 'graduation_year', 'school_id', 'follower_count', 'content_type', 'company_name', 'industry', 'clients_managed'] as const;

export interface RoleUpdate {
  /** Profile columns to write (empty values as null). */
  columns: Record<string, string | number | null>;
  /** The role fields again, for extra_data (merged on the server). */
  extra: Record<string, string | number | null>;
  /** Nothing was entered: the step is skipped. */
  isEmpty: boolean;
}

/** Step-2 values to a profile update: empty becomes null, graduation_year and clients_managed become integers. */
export function normalizeRoleSetup(role: string, values: Partial<RoleSetupValues> & { clients_managed?: string | number }): RoleUpdate {
  const fields = ROLE_FIELDS[role] ?? [];
  const columns: Record<string, string | number | null> = {};
  for (const field of fields) {
    columns[field] = field === 'graduation_year' ? int(values[field]) : text(values[field]);
  }
  const extra: Record<string, string | number | null> = {};
  for (const key of EXTRA_KEYS) if (key in columns) extra[key] = columns[key] ?? null;
  if (values.clients_managed !== undefined && values.clients_managed !== '') extra.clients_managed = int(values.clients_managed);
  const isEmpty = Object.values(columns).every((v) => v === null) && Object.values(extra).every((v) => v === null);
  return { columns, extra, isEmpty };
}

export function preferencesAreEmpty(p: Preferences): boolean {
  if (p.interested_categories.length > 0) return false;
  return (Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]).every((k) => k === 'interested_categories' || p[k] === DEFAULT_PREFERENCES[k]);
}

/** Reads saved preferences back from extra_data, with the defaults for anything missing. */
export function preferencesFrom(extra: unknown): Preferences {
  const saved = extra && typeof extra === 'object' ? ((extra as Record<string, unknown>).preferences as Partial<Preferences> | undefined) : undefined;
  return {
    ...DEFAULT_PREFERENCES,
    ...(saved ?? {}),
    interested_categories: Array.isArray(saved?.interested_categories) ? saved.interested_categories.filter((c): c is string => typeof c === 'string') : [],
  };
}
