import { fakeClient } from './fake-client.test-util';
import { fetchProfileWithRetry, fetchRole } from './user-data';

const user = { id: 'user-1', email: 'casey@example.com', user_metadata: { role: 'creator' } };
const noWait = () => Promise.resolve();

test('the role comes from user_roles, then from the sign-up metadata', async () => {
  const fromTable = fakeClient(() => ({ data: { role: 'brand' }, error: null }));
  await expect(fetchRole(fromTable.client, user)).resolves.toBe('brand');
  expect(fromTable.calls).toEqual([{ table: 'user_roles', action: 'select', payload: undefined }]);

  const missing = fakeClient(() => ({ data: null, error: { code: 'PGRST116', message: 'no rows' } }));
  await expect(fetchRole(missing.client, user)).resolves.toBe('creator');
  await expect(fetchRole(missing.client, { ...user, user_metadata: { role: 'owner' } })).resolves.toBeNull();
});

test('a profile read refused with 42501 four times gives the fallback profile; other errors give none', async () => {
  const refused = fakeClient(() => ({ data: null, error: { code: '42501', message: 'permission denied' } }));
  const fallback = await fetchProfileWithRetry(refused.client, user, noWait);
  expect(refused.calls).toHaveLength(4);
  expect(fallback).toMatchObject({ user_id: 'user-1', full_name: 'casey', role: 'athlete', bio: 'Profile loading...' });

  const broken = fakeClient(() => ({ data: null, error: { code: 'XX000', message: 'internal' } }));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await expect(fetchProfileWithRetry(broken.client, user, noWait)).resolves.toBeNull();
  warn.mockRestore();
});
