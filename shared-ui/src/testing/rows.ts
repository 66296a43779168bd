import { blankProfile } from '../auth/blank-profile';
import type { OnboardingStatus, Profile } from '../auth/types';

const STAMP = '2025-01-01T00:00:00.000Z';

/** A complete profiles row for tests, with `overrides` on top. */
export function profileRow(overrides: Partial<Profile> = {}): Profile {
  return {
    ...blankProfile('profile-1', 'user-1', STAMP),
    full_name: 'Jordan Rivers',
    email: 'jordan@example.com',
    role: 'athlete',
    bio: 'Sprinter',
    ...overrides,
  };
}

/** An onboarding_status row for tests: nothing done, with `overrides` on top. */
export function onboardingStatusRow(overrides: Partial<OnboardingStatus> = {}): OnboardingStatus {
  return {
    user_id: 'user-1',
    profile_completed: false,
    role_setup_completed: false,
    preferences_set: false,
    onboarding_completed: false,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}
