import { z } from 'zod';
import { websiteSchema } from 'shared-ui/profile-fields';

export const BIO_MAX = 500;

const required = (message: string) => z.string().refine((v) => v.trim().length > 0, message);

export const basicsSchema = z.object({
  full_name: required('Full name is required').refine((v) => v.trim().length === 0 || v.trim().length >= 2, 'Full name must be at least 2 characters'),
  bio: required('Bio is required')
    .refine((v) => v.trim().length === 0 || v.trim().length >= 10, 'Bio must be at least 10 characters')
    .refine((v) => v.length <= BIO_MAX, 'Bio must be less than 500 characters'),
  location: z.string().max(100, 'Location must be 100 characters or fewer'),
  website_url: websiteSchema,
});
export type BasicsValues = z.input<typeof basicsSchema>;

const yearNow = new Date().getFullYear();
export const athleticsSchema = z.object({
  sport: z.string(),
  school: z.string().max(120, 'School must be 120 characters or fewer'),
  graduation_year: z.string().refine((v) => v === '' || (/^\d{4}$/.test(v) && Number(v) >= 1950 && Number(v) <= yearNow + 10), 'Choose a graduation year'),
  position: z.string().max(60, 'Position must be 60 characters or fewer'),
  /** NIL compliance: Division I athletes' deals are checked against NIL Go's $600 reporting rule (/nil). */
  ncaa_division_i: z.boolean(),
}).refine((v) => !v.ncaa_division_i || v.school.trim().length > 0, { path: ['school'], message: 'Enter your school to turn on NIL reporting' });
export type AthleticsValues = z.input<typeof athleticsSchema>;

export const statSchema = z.object({
  season: required('Season is required').refine((v) => v.trim().length <= 20, 'Season must be 20 characters or fewer'),
  stat_name: required('Stat name is required').refine((v) => v.trim().length <= 60, 'Stat name must be 60 characters or fewer'),
  stat_value: required('Value is required').refine((v) => v.trim() === '' || Number.isFinite(Number(v)), 'Value must be a number'),
  unit: z.string().max(12, 'Unit must be 12 characters or fewer'),
});
export type StatValues = z.input<typeof statSchema>;

export const achievementSchema = z.object({
  title: required('Title is required').refine((v) => v.trim().length <= 120, 'Title must be 120 characters or fewer'),
  achieved_on: z.string().refine((v) => v === '' || (!Number.isNaN(Date.parse(v)) && Date.parse(v) <= Date.now()), 'Choose a date that is not in the future'),
  description: z.string().max(300, 'Description must be 300 characters or fewer'),
});
export type AchievementValues = z.input<typeof achievementSchema>;

/** A social handle: stored without @; letters, numbers, dots and underscores. */
export const handleSchema = z.string().refine((v) => {
  const h = normalizeHandle(v);
  return h === '' || /^[A-Za-z0-9._]{1,30}$/.test(h);
}, 'Use up to 30 letters, numbers, dots or underscores');

export function normalizeHandle(raw: string): string {
  return raw.trim().replace(/^@+/, '');
}

export const socialSchema = z.object({
  instagram_handle: handleSchema,
  twitter_handle: handleSchema,
  tiktok_handle: handleSchema,
});
export type SocialValues = z.input<typeof socialSchema>;

export const platformSchema = z.object({
  platform: required('Choose a platform'),
  handle: handleSchema,
  url: websiteSchema,
  follower_count: z.string().refine((v) => v === '' || (/^\d+$/.test(v.trim()) && Number(v) <= 2_000_000_000), 'Followers must be a whole number'),
  engagement_rate: z.string().refine((v) => v === '' || (Number.isFinite(Number(v)) && Number(v) >= 0 && Number(v) <= 100), 'Engagement rate must be between 0 and 100'),
});
export type PlatformValues = z.input<typeof platformSchema>;

/** Percentages of one audience dimension: each 0 to 100, two decimals at most. */
export function shareTotal(values: Record<string, string>): number {
  return Math.round(Object.values(values).reduce((sum, v) => sum + (Number(v) || 0), 0) * 100) / 100;
}

export function sharesError(values: Record<string, string>, mustTotal100: boolean): string | null {
  for (const v of Object.values(values)) {
    if (v.trim() === '') continue;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0 || n > 100) return 'Each share must be a number from 0 to 100';
  }
  const total = shareTotal(values);
  const anyEntered = Object.values(values).some((v) => v.trim() !== '');
  if (mustTotal100 && anyEntered && total !== 100) return `Shares must add up to 100% (they add up to ${total}%)`;
  if (total > 100) return `Shares add up to ${total}%, more than 100%`;
  return null;
}

export const brandSchema = z.object({
  company_name: required('Company name is required'),
  industry: z.string(),
  website_url: websiteSchema,
});
export type BrandValues = z.input<typeof brandSchema>;

export const agencySchema = z.object({
  company_name: required('Agency name is required'),
  website_url: websiteSchema,
});
export type AgencyValues = z.input<typeof agencySchema>;

export const partnershipSchema = z.object({
  min_deal_amount: z.string().refine((v) => v.trim() === '' || (/^\d+$/.test(v.trim()) && Number(v) <= 10_000_000), 'Enter a whole number of dollars (up to 10,000,000)'),
});
