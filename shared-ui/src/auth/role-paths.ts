import type { UserRole } from './types';

/** Where each role lands after sign-in or onboarding; any other or unknown role goes to /explore. */
export const ROLE_LANDING_PATHS: Record<UserRole, string> = {
  athlete: '/athlete-dashboard',
  creator: '/creator-dashboard',
  brand: '/brand-dashboard',
  agency: '/agency-dashboard',
  admin: '/admin-dashboard',
};

export function roleLandingPath(role: string | null | undefined): string {
  return role && role in ROLE_LANDING_PATHS ? ROLE_LANDING_PATHS[role as UserRole] : '/explore';
}
