import { QueryClient } from '@tanstack/react-query';

export const QUERY_STALE_TIME = 5 * 60 * 1000;
export const QUERY_GC_TIME = 30 * 60 * 1000;
export const MAX_QUERY_RETRIES = 3;

/** HTTP-like status of an error from supabase-js, fetch or a thrown Response-ish object. */
function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object') {
    const e = error as { status?: unknown; statusCode?: unknown; code?: unknown };
    for (const value of [e.status, e.statusCode]) {
      const n = typeof value === 'string' ? Number(value) : value;
      if (typeof n === 'number' && Number.isFinite(n)) return n;
    }
    if (e.code === 'PGRST116') return 404;
  }
  return undefined;
}

/** Retry up to three times, never on 401 or 404. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status === 401 || status === 404) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME, gcTime: QUERY_GC_TIME, retry: shouldRetryQuery },
    },
  });
}

/** The one QueryClient of the page: shared-ui is a federation singleton, so shell and remotes share its cache. */
export const queryClient = createQueryClient();
