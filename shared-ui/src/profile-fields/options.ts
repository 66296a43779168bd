import { type SelectOption, type UserRole } from 'shared-ui';
import { CheckValues } from 'shared-ui/database-types';

const titleCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const options = (values: readonly string[], label: (v: string) => string = titleCase): SelectOption[] => values.map((value) => ({ value, label: label(value) }));

// The values the database's CHECK constraints allow, so a migration changes the choices in one place.
export const SPORT_OPTIONS = options(CheckValues.profiles_sport, (v) => (v === 'track' ? 'Track & Field' : titleCase(v)));
export const CONTENT_TYPE_OPTIONS = options(CheckValues.profiles_content_type);
export const FOLLOWER_OPTIONS = options(CheckValues.profiles_follower_count, (v) => v.toUpperCase());
export const INDUSTRY_OPTIONS = options(CheckValues.profiles_industry);
export const PLATFORM_OPTIONS = options(CheckValues.creator_platforms_platform, (v) => (v === 'twitter' ? 'Twitter/X' : v === 'youtube' ? 'YouTube' : v === 'tiktok' ? 'TikTok' : v === 'linkedin' ? 'LinkedIn' : titleCase(v)));

/** 8 graduation years, starting two years before the current year (the spec's list). */
export function graduationYears(now = new Date()): number[] {
  const first = now.getFullYear() - 2;
  return Array.from({ length: 8 }, (_, i) => first + i);
}

/** The interest chips of each role (spec, option lists). */
export const INTERESTS: Record<UserRole, readonly string[]> = {
  athlete: ['Sports Equipment', 'Nutrition', 'Training', 'Apparel', 'Recovery', 'Technology', 'Supplements', 'Event Sponsorships'],
  creator: ['Fashion', 'Beauty', 'Lifestyle', 'Technology', 'Travel', 'Food & Dining', 'Fitness', 'Gaming', 'Home & Garden'],
  brand: ['Athlete Partnerships', 'Content Creators', 'Event Marketing', 'Product Reviews', 'Social Media Campaigns', 'Influencer Marketing'],
  agency: ['Talent Management', 'Campaign Management', 'Analytics Tools', 'Client Services', 'Performance Marketing'],
  admin: [],
};
