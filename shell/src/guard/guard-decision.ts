import { isOnboardingSnoozed, needsOnboarding, type AuthState } from 'shared-ui';

export interface GuardOptions {
  /** Signed-out users go to /auth (default on). */
  requireAuth?: boolean;
  /** Users who still need onboarding go to /onboarding (default on). */
  requireOnboarding?: boolean;
}

export type GuardDecision =
  | { kind: 'initializing'; label: 'Initializing application...' }
  | { kind: 'loading'; label: 'Initializing authentication...' }
  | { kind: 'redirect'; to: '/auth' | '/onboarding' }
  | { kind: 'render' };

type AuthView = Pick<AuthState, 'initialized' | 'loading' | 'session' | 'user' | 'profile' | 'onboardingStatus'>;

/** The spec's route guard as a pure function: both checks are on by default. */
export function guardDecision(auth: AuthView, options: GuardOptions = {}, snoozed = isOnboardingSnoozed()): GuardDecision {
  const { requireAuth = true, requireOnboarding = true } = options;
  if (!auth.initialized) return { kind: 'initializing', label: 'Initializing application...' };
  if (auth.loading) return { kind: 'loading', label: 'Initializing authentication...' };
  const signedIn = !!(auth.session || auth.user);
  if (requireAuth && !signedIn) return { kind: 'redirect', to: '/auth' };
  if (requireOnboarding && signedIn && needsOnboarding(auth.profile, auth.onboardingStatus, snoozed)) {
    return { kind: 'redirect', to: '/onboarding' };
  }
  return { kind: 'render' };
}
