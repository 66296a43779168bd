import type { Profile } from './types';

/** A profiles row with every optional column empty, stamped `at` (default: now). */
export function blankProfile(id: string, userId: string, at: string = new Date().toISOString()): Profile {
  return {
    id,
    user_id: userId,
    full_name: null,
    email: null,
    role: null,
    bio: null,
    avatar_url: null,
    company_name: null,
    content_categories: [],
    content_type: null,
    created_at: at,
    discoverable: true,
    extra_data: {},
    follower_count: null,
    graduation_year: null,
    industry: null,
    instagram_handle: null,
    school_id: null,
    suspended_at: null,
    suspended_reason: null,
    sport: null,
    tiktok_handle: null,
    twitter_handle: null,
    updated_at: at,
    website_url: null,
  };
}
