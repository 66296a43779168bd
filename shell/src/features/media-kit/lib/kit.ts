import { z } from 'zod';

export const KIT_SECTIONS = ['bio', 'platforms', 'audience', 'stats', 'achievements', 'partnerships', 'rates'] as const;
export type KitSection = (typeof KIT_SECTIONS)[number];
export const SECTION_LABELS: Record<KitSection, string> = {
  bio: 'About (bio, school, links)',
  platforms: 'Platforms',
  audience: 'Audience',
  stats: 'Stats',
  achievements: 'Achievements',
  partnerships: 'Past partnerships',
  rates: 'Rates',
};

// numeric columns come back as numbers or exact decimal strings: both read as numbers
const num = z.union([z.number(), z.string()]).transform(Number);
const text = z.string().nullable().optional().transform((v) => v ?? null);

/** The media kit as media_kit() returns it; a section left out by the owner is null. */
export const mediaKitSchema = z.object({
  user_id: z.string(),
  full_name: z.string(),
  role: text,
  avatar_url: text,
  sport: text,
  content_type: text,
  company_name: text,
  school: text,
  position: text,
  graduation_year: z.number().nullable().optional().transform((v) => v ?? null),
  location: text,
  website_url: text,
  content_categories: z.array(z.string()).nullable().optional().transform((v) => v ?? []),
  instagram_handle: text,
  twitter_handle: text,
  tiktok_handle: text,
  handle: text,
  published: z.boolean(),
  headline: text,
  sections: z.array(z.string()),
  bio: text,
  platforms: z.array(z.object({ platform: z.string(), handle: text, url: text, follower_count: num.nullable(), engagement_rate: num.nullable() })).nullable(),
  audience: z.array(z.object({ platform: text, dimension: z.string(), label: z.string(), percentage: num })).nullable(),
  stats: z.array(z.object({ season: text, stat_name: z.string(), stat_value: num.nullable(), unit: text })).nullable(),
  achievements: z.array(z.object({ title: z.string(), achieved_on: text, description: text })).nullable(),
  partnerships: z.array(z.object({ deal_title: z.string(), brand_name: z.string(), brand_logo_url: text, category: text, completed_at: z.string() })).nullable(),
  rates: z.array(z.object({ label: z.string(), amount: num })).nullable(),
});
export type MediaKit = z.output<typeof mediaKitSchema>;
export type AudienceShare = NonNullable<MediaKit['audience']>[number];

/** The audience the kit shows: the shares not tied to a platform, else those of the first platform listed. */
export function kitAudience(rows: readonly AudienceShare[] | null): { platform: string | null; byDimension: Record<string, AudienceShare[]> } {
  if (!rows?.length) return { platform: null, byDimension: {} };
  const platform = rows.some((r) => r.platform === null) ? null : rows[0]!.platform;
  const chosen = rows.filter((r) => r.platform === platform);
  const byDimension: Record<string, AudienceShare[]> = {};
  for (const r of chosen) (byDimension[r.dimension] ??= []).push(r);
  return { platform, byDimension };
}

export const PLATFORM_NAMES: Record<string, string> = { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube', twitter: 'Twitter/X', twitch: 'Twitch', facebook: 'Facebook', linkedin: 'LinkedIn', other: 'Other' };
export const platformName = (p: string) => PLATFORM_NAMES[p] ?? p;

const titleCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Basketball · Point guard · Ohio State '27" or "Fitness creator" or the company. */
export function kitSubtitle(kit: Pick<MediaKit, 'role' | 'sport' | 'position' | 'school' | 'graduation_year' | 'content_type' | 'company_name' | 'location'>): string {
  const parts: string[] = [];
  if (kit.role === 'athlete') {
    if (kit.sport) parts.push(kit.sport === 'track' ? 'Track & Field' : titleCase(kit.sport));
    if (kit.position) parts.push(kit.position);
    if (kit.school) parts.push(kit.graduation_year ? `${kit.school} '${String(kit.graduation_year).slice(2)}` : kit.school);
  } else if (kit.role === 'creator') {
    parts.push(kit.content_type ? `${titleCase(kit.content_type)} creator` : 'Creator');
  } else if (kit.company_name) {
    parts.push(kit.company_name);
  }
  if (kit.location) parts.push(kit.location);
  return parts.join(' · ');
}

export const compact = (n: number | null) => (n == null ? '–' : new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(n));

/** A handle suggestion from a name: lower-case words joined by dashes, 3 to 40 characters. */
export function suggestHandle(name: string, suffix: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/g, '');
  return `${base || 'kit'}-${suffix}`.slice(0, 40);
}

export const HANDLE_PATTERN = /^[a-z0-9]([a-z0-9-]{1,38}[a-z0-9])?$/;
