import { authReady, sessionKnown, useAuthStore } from './auth-store';

test('authReady waits for the first session check, then answers with the state', async () => {
  useAuthStore.setState({ initialized: false, session: null, user: null });
  let answered = false;
  const ready = authReady().then((s) => {
    answered = true;
    return s;
  });
  await Promise.resolve();
  expect(answered).toBe(false);
  useAuthStore.setState({ initialized: true, user: { id: 'u1' } as never });
  expect((await ready).user?.id).toBe('u1');
  // once initialized it answers at once
  expect((await authReady()).initialized).toBe(true);
});

test('sessionKnown answers as soon as a session is restored, before the profile; or once the check found none', async () => {
  useAuthStore.setState({ initialized: false, loading: true, session: null, user: null, profile: null });
  let answered = false;
  const known = sessionKnown().then((s) => ((answered = true), s));
  await Promise.resolve();
  expect(answered).toBe(false);
  useAuthStore.setState({ user: { id: 'u1' } as never });
  expect((await known).user?.id).toBe('u1');
  expect(useAuthStore.getState().initialized).toBe(false);

  useAuthStore.setState({ initialized: false, user: null });
  const none = sessionKnown();
  useAuthStore.setState({ initialized: true, loading: false });
  expect((await none).user).toBeNull();
});
