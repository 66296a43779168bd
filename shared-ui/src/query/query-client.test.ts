import { QUERY_GC_TIME, QUERY_STALE_TIME, createQueryClient, shouldRetryQuery } from './query-client';

describe('the shared query client', () => {
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

  it.each([{ status: 401 }, { status: 404 }, { statusCode: '404' }, { code: 'PGRST116' }])('never retries %p', (error) => {
    expect(shouldRetryQuery(0, error)).toBe(false);
  });
});
