import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { authClient } from './auth-client';
import { SIGNED_OUT_STATE, useAuthStore } from './auth-store';
import { AUTH_INIT_TIMEOUT_MS, POST_SIGN_IN_REFETCH_MS } from './constants';
import { clearDemoData } from './demo-mode';
import { loadUserData, metadataRole, type Sleep, sleep } from './user-data';

let started: Promise<void> | null = null;
let unsubscribe: (() => void) | null = null;
const timers = new Set<ReturnType<typeof setTimeout>>();
/** Whether supabase-js has announced the page's first session (INITIAL_SESSION) yet. */
let initialSessionSeen = false;
/** The user whose session the browser held when the page started (supabase-js restores it), if any. */
let storedUserId: string | null = null;
/** The user whose profile, onboarding status and role the page has loaded or is loading for the first session. */
let restoredUserId: string | null = null;

/** The user id in supabase-js's stored session (`sb-<ref>-auth-token` in local storage), read once at start. */
function readStoredUserId(): string | null {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (!/^sb-.+-auth-token$/.test(key)) continue;
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { user?: { id?: unknown } } | null;
      if (typeof stored?.user?.id === 'string') return stored.user.id;
    }
  } catch {
    // no storage, or not JSON: nothing restored
  }
  return null;
}

function later(ms: number, fn: () => void) {
  const timer = setTimeout(() => {
    timers.delete(timer);
    fn();
  }, ms);
  timers.add(timer);
}

/** Loads profile, onboarding status and role for the user of `session`, applying them only if that user is still current. */
async function loadFor(session: Session, wait: Sleep, done?: () => void) {
  const store = useAuthStore.getState();
  try {
    const data = await loadUserData(await authClient(), session.user, wait);
    const now = useAuthStore.getState();
    if (now.user?.id !== session.user.id) return;
    // the same answer again (the check after a sign-in) changes nothing: no store update, so no page re-renders
    const same =
      now.roleKnown && !now.loading && now.initialized && now.role === data.role && equalJson(now.profile, data.profile) && equalJson(now.onboardingStatus, data.onboardingStatus);
    if (!same) store.set({ ...data, roleKnown: true, loading: false, initialized: true });
  } catch (error) {
    console.warn('[auth] user data could not be loaded', error);
    // the sign-up metadata's role, as loadUserData falls back to it, rather than a loading state that never ends
    const fallback = metadataRole(session.user);
    if (useAuthStore.getState().user?.id === session.user.id) store.set({ ...(fallback ? { role: fallback } : {}), roleKnown: true, loading: false, initialized: true });
  } finally {
    done?.();
  }
}

const equalJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Applies one session event to the store (exported for tests). */
export function handleAuthEvent(event: AuthChangeEvent, session: Session | null, wait: Sleep = sleep): void {
  const { set, user: current, profile } = useAuthStore.getState();
  switch (event) {
    case 'INITIAL_SESSION':
      initialSessionSeen = true;
      if (!session) {
        set({ ...SIGNED_OUT_STATE, initialized: true, loading: false });
        return;
      }
      // supabase-js announced the stored session as SIGNED_IN just before: its user data is loaded or loading
      if (restoredUserId === session.user.id && current?.id === session.user.id) {
        set({ session, user: session.user });
        return;
      }
      restoredUserId = session.user.id;
      set({ session, user: session.user, loading: true, ...(current?.id === session.user.id ? {} : { roleKnown: false }) });
      // Never await supabase calls inside the auth callback: supabase-js holds its lock while it runs.
      later(0, () => void loadFor(session, wait));
      return;
    case 'SIGNED_IN': {
      if (!session) return;
      // On start, supabase-js announces the session it restored from storage as SIGNED_IN, then as INITIAL_SESSION:
      // that is the page's first session, loaded once, and not a sign-in (no second check a second later).
      if (!initialSessionSeen && storedUserId === session.user.id) {
        handleAuthEvent('INITIAL_SESSION', session, wait);
        initialSessionSeen = false;
        return;
      }
      const sameUser = current?.id === session.user.id && !!profile;
      set({ session, user: session.user, ...(sameUser ? {} : { loading: true, profile: null, onboardingStatus: null, roleKnown: false }) });
      later(0, () => void loadFor(session, wait));
      // Profile and onboarding status are fetched again 1 s after a sign-in (the sign-up bootstrap may still be writing).
      later(POST_SIGN_IN_REFETCH_MS, () => {
        if (useAuthStore.getState().user?.id === session.user.id) void loadFor(session, wait);
      });
      return;
    }
    case 'SIGNED_OUT':
      set({ ...SIGNED_OUT_STATE, initialized: true, loading: false });
      return;
    case 'TOKEN_REFRESHED':
    case 'USER_UPDATED':
      if (session) set({ session, user: session.user });
      return;
    case 'PASSWORD_RECOVERY':
      if (!session) return;
      set({ session, user: session.user, passwordRecovery: true, initialized: true, ...(current?.id === session.user.id ? {} : { roleKnown: false }) });
      later(0, () => void loadFor(session, wait));
      return;
    default:
      return;
  }
}

export interface InitAuthOptions {
  wait?: Sleep;
}

/**
 * Starts the auth store once per page: clears stored demo data, subscribes to the session events and forces
 * readiness after 3 s if the first session check has not finished.
 */
export function initAuth(options: InitAuthOptions = {}): Promise<void> {
  if (started) return started;
  const wait = options.wait ?? sleep;
  storedUserId = readStoredUserId();
  clearDemoData();
  later(AUTH_INIT_TIMEOUT_MS, () => {
    if (!useAuthStore.getState().initialized) useAuthStore.getState().set({ initialized: true, loading: false });
  });
  started = authClient()
    .then((client) => {
      const { data } = client.auth.onAuthStateChange((event, session) => handleAuthEvent(event, session, wait));
      unsubscribe = () => data.subscription.unsubscribe();
    })
    .catch((error: unknown) => {
      console.error('[auth] the auth client could not start', error);
      useAuthStore.getState().set({ ...SIGNED_OUT_STATE, initialized: true, loading: false });
    });
  return started;
}

/** For tests: forget the subscription and pending timers. */
export function resetAuthForTests(): void {
  unsubscribe?.();
  unsubscribe = null;
  started = null;
  initialSessionSeen = false;
  storedUserId = null;
  restoredUserId = null;
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
  useAuthStore.setState({ ...SIGNED_OUT_STATE, initialized: false, loading: true });
}
