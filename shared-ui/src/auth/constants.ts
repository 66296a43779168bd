import type { UserRole } from './types';
/** Auth timing rules: the start-up timeout, refetch and retry waits, and the sign-up redirect delay. */
export const AUTH_INIT_TIMEOUT_MS = 3000;
export const POST_SIGN_IN_REFETCH_MS = 1000;
/** Waits between the profile fetch retries: 3 retries, exponential back-off from 1 s. */
export const PROFILE_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;
export const SIGN_UP_REDIRECT_DELAY_MS = 500;
export const DEFAULT_ROLE = 'athlete';
/** Roles a user may choose at sign-up. */
export const SIGN_UP_ROLES = ['athlete', 'creator', 'brand', 'agency'] as const satisfies readonly Exclude<UserRole, 'admin'>[];
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];
export const SIGN_UP_ROLE_LABELS: Record<SignUpRole, string> = {
  athlete: 'Athlete',
  creator: 'Content Creator',
  brand: 'Brand',
  agency: 'Agency',
};
/** The seeded demo accounts share one password (local stack only). */
export const DEMO_PASSWORD = 'Pitchside123!';
export const DEMO_NOT_AVAILABLE_MESSAGE = 'Demo authentication is not available in production';
