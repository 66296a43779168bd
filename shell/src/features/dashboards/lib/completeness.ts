import { FALLBACK_PROFILE_BIO, type Profile } from 'shared-ui';

/** The profile fields that make a role's profile complete, with what to call them in the checklist. */
type FieldKey = keyof Profile | 'social';

const FIELDS: Record<string, { key: FieldKey; label: string }[]> = {
  athlete: [
    { key: 'full_name', label: 'Full name' },
    { key: 'bio', label: 'Bio' },
    { key: 'sport', label: 'Sport' },
    { key: 'graduation_year', label: 'Graduation year' },
    { key: 'social', label: 'A social handle' },
    { key: 'avatar_url', label: 'Profile photo' },
  ],
  creator: [
    { key: 'full_name', label: 'Full name' },
    { key: 'bio', label: 'Bio' },
    { key: 'content_type', label: 'Content type' },
    { key: 'follower_count', label: 'Follower count' },
    { key: 'social', label: 'A social handle' },
    { key: 'avatar_url', label: 'Profile photo' },
  ],
  brand: [
    { key: 'full_name', label: 'Contact name' },
    { key: 'bio', label: 'About the brand' },
    { key: 'company_name', label: 'Company name' },
    { key: 'industry', label: 'Industry' },
    { key: 'website_url', label: 'Website' },
    { key: 'avatar_url', label: 'Logo' },
  ],
  agency: [
    { key: 'full_name', label: 'Contact name' },
    { key: 'bio', label: 'About the agency' },
    { key: 'company_name', label: 'Agency name' },
    { key: 'website_url', label: 'Website' },
    { key: 'avatar_url', label: 'Logo' },
  ],
  admin: [
    { key: 'full_name', label: 'Full name' },
    { key: 'bio', label: 'Bio' },
  ],
};

const SOCIAL_KEYS = ['instagram_handle', 'twitter_handle', 'tiktok_handle'] as const;

function filled(profile: Profile, key: FieldKey): boolean {
  if (key === 'social') return SOCIAL_KEYS.some((k) => filled(profile, k));
  const extra = profile.extra_data && typeof profile.extra_data === 'object' && !Array.isArray(profile.extra_data) ? profile.extra_data : {};
  const value = profile[key] ?? extra[key];
  if (typeof value === 'string') return value.trim().length > 0 && value !== FALLBACK_PROFILE_BIO;
  return value !== null && value !== undefined;
}

export interface Completeness {
  percent: number;
  missing: string[];
}

export function profileCompleteness(profile: Profile | null, role: string): Completeness {
  const fields = FIELDS[role] ?? FIELDS.athlete!;
  if (!profile) return { percent: 0, missing: fields.map((f) => f.label) };
  const missing = fields.filter((f) => !filled(profile, f.key)).map((f) => f.label);
  return { percent: Math.round(((fields.length - missing.length) / fields.length) * 100), missing };
}
