import { authReady, useAuthStore } from './auth-store';

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
