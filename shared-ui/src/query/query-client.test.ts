import { useToastStore } from '../toast/toast-store';
import { QUERY_GC_TIME, QUERY_STALE_TIME, createQueryClient, shouldRetryQuery } from './query-client';

const toasts = () => useToastStore.getState().toasts.map((t) => t.title);

describe('the shared query client', () => {
  beforeEach(() => {
    localStorage.clear();
    useToastStore.getState().dismiss();
  });

  it('keeps data fresh for 5 minutes and cached for 30', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(QUERY_STALE_TIME).toBe(300_000);
    expect(QUERY_GC_TIME).toBe(1_800_000);
    expect(defaults?.staleTime).toBe(QUERY_STALE_TIME);
    expect(defaults?.gcTime).toBe(QUERY_GC_TIME);
  });

  it('retries up to three times', () => {
    const error = new Error('Network error');
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, error))).toEqual([true, true, true, false]);
  });

  it.each([{ status: 401 }, { status: 403 }, { status: 404 }, { statusCode: '404' }, { code: 'PGRST116' }, { code: '42501', message: 'permission denied' }, { code: 'P0001', message: 'This deal is not open to your role' }])(
    'never retries %p',
    (error) => {
      expect(shouldRetryQuery(0, error)).toBe(false);
    },
  );

  it('a failed mutation shows the generic error toast by default, named by its errorContext', async () => {
    const client = createQueryClient();
    const run = (options: object) =>
      client.getMutationCache().build(client, { mutationFn: () => Promise.reject(new Error('boom')), ...options }).execute(undefined).catch(() => undefined);
    await run({ meta: { errorContext: 'bookmarks' } });
    expect(toasts()).toEqual(['An error occurred in bookmarks. Please try again.']);
    await run({ meta: { errorToast: false } });
    await run({ onError: () => undefined });
    expect(toasts()).toHaveLength(1);
  });

  it('a business-rule refusal shows its own message, a permission failure the session toast', async () => {
    const client = createQueryClient();
    const fail = (error: object) => client.getMutationCache().build(client, { mutationFn: () => Promise.reject(error) }).execute(undefined).catch(() => undefined);
    await fail({ code: 'P0001', message: 'You cannot apply to your own deal' });
    await fail({ code: '42501', message: 'permission denied for table deals' });
    expect(toasts()).toEqual(['Authentication session expired. Please sign in again.', 'You cannot apply to your own deal']);
  });
});
