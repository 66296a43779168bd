import { fakeClient } from './fake-client.test-util';
import { bootstrapNewUser } from './user-data';

const user = { id: 'u1', email: 'new@example.com', user_metadata: {} };

test('the sign-up bootstrap creates profile, onboarding status and role only when no profile exists', async () => {
  const fake = fakeClient(({ table, action }) => (table === 'profiles' && action === 'select' ? { data: null, error: null } : { data: null, error: null }));
  await expect(bootstrapNewUser(fake.client, user, { fullName: '  ', role: 'brand' })).resolves.toBe(true);
  expect(fake.calls.map((c) => `${c.table}:${c.action}`)).toEqual(['profiles:select', 'profiles:insert', 'onboarding_status:insert', 'user_roles:upsert']);
  expect(fake.calls[1]?.payload).toMatchObject({ user_id: 'u1', email: 'new@example.com', full_name: 'User' });
  expect(fake.calls[2]?.payload).toEqual({ user_id: 'u1', profile_completed: false, role_setup_completed: false, preferences_set: false, onboarding_completed: false });
  expect(fake.calls[3]?.payload).toEqual({ user_id: 'u1', role: 'brand' });
});

test('the sign-up bootstrap writes nothing when a profile exists', async () => {
  const fake = fakeClient(() => ({ data: { id: 'p1' }, error: null }));
  await expect(bootstrapNewUser(fake.client, user, { fullName: 'Jo' })).resolves.toBe(false);
  expect(fake.calls).toHaveLength(1);
});
