import type { Session, User } from '@supabase/supabase-js';

export const USER_ROLES = ['athlete', 'creator', 'brand', 'agency', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export interface Profile {
  id: string;
  user_id: string;
  full_name: string | null;
  email: string | null;
  role: string | null;
  bio: string | null;
  avatar_url: string | null;
  [column: string]: unknown;
}

export interface OnboardingStatus {
  user_id: string;
  profile_completed: boolean;
  role_setup_completed: boolean;
  preferences_set: boolean;
  onboarding_completed: boolean;
}

export type { Session, User };
