import type { AuthState } from '../auth/auth-store';
import { isOnboardingSnoozed, needsOnboarding } from '../auth/onboarding-rules';
import { roleLandingPath } from '../auth/role-paths';
import type { UserRole } from '../auth/types';

export interface GuardOptions {
  /** Signed-out users go to /auth (default on). */
  requireAuth?: boolean;
  /** Users who still need onboarding go to /onboarding (default on). */
  requireOnboarding?: boolean;
  /** Only these roles may open the page; a signed-in user with another role goes to their own landing page. */
  roles?: readonly UserRole[];
}

export type GuardDecision =
  | { kind: 'initializing'; label: 'Initializing application...' }
  | { kind: 'loading'; label: 'Initializing authentication...' }
  | { kind: 'redirect'; to: string }
  | { kind: 'render' };

export type GuardAuthView = Pick<AuthState, 'initialized' | 'loading' | 'session' | 'user' | 'profile' | 'onboardingStatus' | 'role'> &
  Partial<Pick<AuthState, 'roleKnown'>>;

/** Who may open a page, as a pure function: sign-in, then finished onboarding (both on by default), then the role. */
export function guardDecision(auth: GuardAuthView, options: GuardOptions = {}, snoozed = isOnboardingSnoozed()): GuardDecision {
  const { requireAuth = true, requireOnboarding = true, roles } = options;
  if (!auth.initialized) return { kind: 'initializing', label: 'Initializing application...' };
  if (auth.loading) return { kind: 'loading', label: 'Initializing authentication...' };
  const signedIn = !!(auth.session || auth.user);
  if (requireAuth && !signedIn) return { kind: 'redirect', to: '/auth' };
  if (requireOnboarding && signedIn && needsOnboarding(auth.profile, auth.onboardingStatus, snoozed)) {
    return { kind: 'redirect', to: '/onboarding' };
  }
  // a role check waits for the user's own role (the store holds the default, athlete, until it is read)
  if (roles && signedIn && auth.roleKnown === false) return { kind: 'loading', label: 'Initializing authentication...' };
  if (roles && signedIn && !roles.includes(auth.role)) return { kind: 'redirect', to: roleLandingPath(auth.role) };
  return { kind: 'render' };
}
