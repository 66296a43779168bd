import { setAuthClientProvider } from './auth-client';
import { useAuthStore } from './auth-store';
import { fakeClient, fakeSession, type TableHandler } from './fake-client.test-util';
import { initAuth, resetAuthForTests } from './init-auth';

const profileRow = { id: 'p1', user_id: 'u1', full_name: 'Jordan', bio: 'Sprinter and coach', role: 'athlete', email: 'jordan@example.com', avatar_url: null };
const statusRow = { user_id: 'u1', profile_completed: true, role_setup_completed: true, preferences_set: true, onboarding_completed: true };

const okHandler: TableHandler = ({ table }) => {
  if (table === 'profiles') return { data: profileRow, error: null };
  if (table === 'onboarding_status') return { data: statusRow, error: null };
  return { data: { role: 'creator' }, error: null };
};

/** Lets pending promise callbacks run between fake-timer steps. */
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

async function start(handler: TableHandler) {
  const fake = fakeClient(handler);
  setAuthClientProvider(async () => fake.client);
  await initAuth();
  return fake;
}

beforeEach(() => {
  jest.useFakeTimers();
  resetAuthForTests();
  localStorage.clear();
});
afterEach(() => {
  resetAuthForTests();
  jest.useRealTimers();
});

test('readiness is forced after 3 s when the first session check never finishes', async () => {
  await start(okHandler);
  jest.advanceTimersByTime(2999);
  expect(useAuthStore.getState().initialized).toBe(false);
  jest.advanceTimersByTime(1);
  expect(useAuthStore.getState()).toMatchObject({ initialized: true, loading: false });
});

test('stored demo data is cleared on start', async () => {
  localStorage.setItem('demo_mode', 'true');
  localStorage.setItem('demo_user', '{}');
  await start(okHandler);
  expect(localStorage.getItem('demo_mode')).toBeNull();
  expect(localStorage.getItem('demo_user')).toBeNull();
});

test('INITIAL_SESSION without a session finishes signed out', async () => {
  const fake = await start(okHandler);
  fake.emit('INITIAL_SESSION', null);
  expect(useAuthStore.getState()).toMatchObject({ initialized: true, loading: false, user: null, profile: null });
});

test('INITIAL_SESSION with a session loads profile, onboarding status and role', async () => {
  const fake = await start(okHandler);
  fake.emit('INITIAL_SESSION', fakeSession());
  expect(useAuthStore.getState()).toMatchObject({ loading: true });
  jest.advanceTimersByTime(0);
  await flush();
  expect(useAuthStore.getState()).toMatchObject({ initialized: true, loading: false, profile: profileRow, onboardingStatus: statusRow, role: 'creator', roleKnown: true });
});

test('profile and onboarding status are fetched again 1 s after a sign-in', async () => {
  const fake = await start(okHandler);
  fake.emit('SIGNED_IN', fakeSession());
  jest.advanceTimersByTime(0);
  await flush();
  const count = () => fake.calls.filter((c) => c.table === 'profiles').length;
  expect(count()).toBe(1);
  jest.advanceTimersByTime(999);
  await flush();
  expect(count()).toBe(1);
  jest.advanceTimersByTime(1);
  await flush();
  expect(count()).toBe(2);
  expect(fake.calls.filter((c) => c.table === 'onboarding_status')).toHaveLength(2);
});

test('a stored session, announced by supabase-js as SIGNED_IN and then INITIAL_SESSION, loads the user data once and is not checked again', async () => {
  localStorage.setItem('sb-local-auth-token', JSON.stringify({ access_token: 'a', user: { id: 'u1' } }));
  const fake = await start(okHandler);
  fake.emit('SIGNED_IN', fakeSession());
  fake.emit('INITIAL_SESSION', fakeSession());
  expect(useAuthStore.getState()).toMatchObject({ loading: true });
  jest.advanceTimersByTime(0);
  await flush();
  expect(useAuthStore.getState()).toMatchObject({ initialized: true, loading: false, profile: profileRow, role: 'creator', roleKnown: true });
  jest.advanceTimersByTime(5000);
  await flush();
  for (const table of ['profiles', 'onboarding_status', 'user_roles']) expect(fake.calls.filter((c) => c.table === table)).toHaveLength(1);
});

test('a sign-in by someone else than the stored session\'s user is a sign-in: checked again 1 s later', async () => {
  localStorage.setItem('sb-local-auth-token', JSON.stringify({ access_token: 'a', user: { id: 'someone-else' } }));
  const fake = await start(okHandler);
  fake.emit('SIGNED_IN', fakeSession());
  jest.advanceTimersByTime(1000);
  await flush();
  expect(fake.calls.filter((c) => c.table === 'profiles')).toHaveLength(2);
});

test('the check after a sign-in that finds the same data leaves the store as it was (no re-render)', async () => {
  const fake = await start(okHandler);
  fake.emit('SIGNED_IN', fakeSession());
  jest.advanceTimersByTime(0);
  await flush();
  const updates = jest.fn();
  const stop = useAuthStore.subscribe(updates);
  jest.advanceTimersByTime(1000);
  await flush();
  stop();
  expect(fake.calls.filter((c) => c.table === 'profiles')).toHaveLength(2);
  expect(updates).not.toHaveBeenCalled();
});

test('sign-out clears user, session, profile and onboarding status', async () => {
  const fake = await start(okHandler);
  fake.emit('SIGNED_IN', fakeSession());
  jest.advanceTimersByTime(0);
  await flush();
  expect(useAuthStore.getState().profile).not.toBeNull();
  fake.emit('SIGNED_OUT', null);
  expect(useAuthStore.getState()).toMatchObject({ user: null, session: null, profile: null, onboardingStatus: null, role: 'athlete' });
});

test('TOKEN_REFRESHED and USER_UPDATED replace the session; PASSWORD_RECOVERY flags the recovery', async () => {
  const fake = await start(okHandler);
  const refreshed = fakeSession('u1', 'new@example.com');
  fake.emit('TOKEN_REFRESHED', refreshed);
  expect(useAuthStore.getState().session).toBe(refreshed);
  fake.emit('USER_UPDATED', refreshed);
  expect(useAuthStore.getState().user?.email).toBe('new@example.com');
  fake.emit('PASSWORD_RECOVERY', refreshed);
  expect(useAuthStore.getState().passwordRecovery).toBe(true);
});

test('the profile fetch is retried 3 times after 1, 2 and 4 s, then the fallback profile is used on 42501', async () => {
  const fake = await start(({ table }) => {
    if (table === 'profiles') return { data: null, error: { code: '42501', message: 'permission denied' } };
    if (table === 'onboarding_status') return { data: null, error: null };
    return { data: null, error: { code: 'PGRST116', message: 'no rows' } };
  });
  fake.emit('INITIAL_SESSION', fakeSession('u1', 'jordan.reyes@example.com', { role: 'brand' }));
  const attempts = () => fake.calls.filter((c) => c.table === 'profiles').length;
  jest.advanceTimersByTime(0);
  await flush();
  expect(attempts()).toBe(1);
  jest.advanceTimersByTime(999);
  await flush();
  expect(attempts()).toBe(1);
  jest.advanceTimersByTime(1);
  await flush();
  expect(attempts()).toBe(2);
  jest.advanceTimersByTime(2000);
  await flush();
  expect(attempts()).toBe(3);
  // readiness is forced at 3 s while the role is still loading: the store holds the default, marked as not known yet
  expect(useAuthStore.getState()).toMatchObject({ initialized: true, loading: false, role: 'athlete', roleKnown: false });
  jest.advanceTimersByTime(3999);
  await flush();
  expect(attempts()).toBe(3);
  jest.advanceTimersByTime(1);
  await flush();
  expect(attempts()).toBe(4);
  expect(useAuthStore.getState().profile).toMatchObject({ full_name: 'jordan.reyes', role: 'athlete', bio: 'Profile loading...' });
  // user_roles failed: the role comes from the sign-up metadata
  expect(useAuthStore.getState()).toMatchObject({ role: 'brand', roleKnown: true });
});

test('the role defaults to athlete when neither user_roles nor the metadata has one', async () => {
  const fake = await start(({ table }) => (table === 'user_roles' ? { data: null, error: { code: 'PGRST116', message: 'none' } } : { data: null, error: null }));
  useAuthStore.getState().set({ role: 'admin' });
  fake.emit('INITIAL_SESSION', fakeSession());
  jest.advanceTimersByTime(0);
  await flush();
  expect(useAuthStore.getState().role).toBe('athlete');
});
