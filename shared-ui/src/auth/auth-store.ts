import { create } from 'zustand';
import { authClient } from './auth-client';
import type { OnboardingStatus, Profile, Session, User, UserRole } from './types';
import { DEFAULT_ROLE } from './constants';
import { loadUserData } from './user-data';

/**
 * The one auth store for the shell and every section (shared-ui is a federation singleton).
 * `initialized` turns true when the first session check finished, or is forced after 3 s.
 * `initAuth()` (init-auth.ts) starts it and keeps it in step with the session events.
 */
export interface AuthState {
  initialized: boolean;
  loading: boolean;
  session: Session | null;
  user: User | null;
  profile: Profile | null;
  role: UserRole;
  /**
   * True once `role` is the signed-in user's own (read from user_roles, or the fallback after that read), false
   * while it is still the default: a page that differs by role shows a neutral loading state until then.
   */
  roleKnown: boolean;
  onboardingStatus: OnboardingStatus | null;
  /** True after a PASSWORD_RECOVERY event: the user came back from a reset link. */
  passwordRecovery: boolean;
  set: (partial: Partial<Omit<AuthState, 'set'>>) => void;
  /** Reads profile, onboarding status and role again for the signed-in user. */
  refreshProfile: () => Promise<void>;
  /** Signs out through supabase and clears the user data; rejects with the auth error on failure. */
  signOut: () => Promise<void>;
}

export const SIGNED_OUT_STATE = {
  session: null,
  user: null,
  profile: null,
  onboardingStatus: null,
  role: DEFAULT_ROLE as UserRole,
  roleKnown: false,
  passwordRecovery: false,
};

export const useAuthStore = create<AuthState>((set, get) => ({
  initialized: false,
  loading: true,
  session: null,
  user: null,
  profile: null,
  role: DEFAULT_ROLE,
  roleKnown: false,
  onboardingStatus: null,
  passwordRecovery: false,
  set: (partial) => set(partial),
  refreshProfile: async () => {
    const user = get().user;
    if (!user) return;
    const data = await loadUserData(await authClient(), user);
    if (get().user?.id === user.id) set({ ...data, roleKnown: true });
  },
  signOut: async () => {
    const client = await authClient();
    // this browser only: signing out on a phone leaves the laptop signed in (supabase-js's default ends every session)
    const { error } = await client.auth.signOut({ scope: 'local' });
    // 'Auth session missing' means there was nothing to end: the user is signed out either way.
    if (error && !/session missing/i.test(error.message)) throw error;
    set({ ...SIGNED_OUT_STATE, loading: false, initialized: true });
  },
}));

/** The auth state once `done` holds for it (at once if it does). */
function whenAuth(done: (s: AuthState) => boolean): Promise<AuthState> {
  const now = useAuthStore.getState();
  if (done(now)) return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = useAuthStore.subscribe((s) => {
      if (!done(s)) return;
      stop();
      resolve(s);
    });
  });
}

/**
 * The auth state once the first session check has finished (at once if it has): a click that depends on being
 * signed in, made while the page is still starting, waits for the answer instead of guessing "signed out".
 */
export const authReady = () => whenAuth((s) => s.initialized);

/** The auth state once the session and the member's profile are restored (what a route guard decides on). */
export const authSettled = () => whenAuth((s) => s.initialized && !s.loading);

/**
 * The auth state once the session is known (restored from storage, or none), before the profile: what a prefetch of a
 * signed-in page's data waits for (`user` is null for a visitor).
 */
export const sessionKnown = () => whenAuth((s) => !!s.user || s.initialized);
