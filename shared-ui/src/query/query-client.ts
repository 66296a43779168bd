import { MutationCache, QueryClient } from '@tanstack/react-query';
// Through the package name, not a relative path: this module is the `shared-ui/query` entry, and the toast store
// it reports to must be the one instance of the main entry.
import { normalizeError, showErrorToast } from 'shared-ui';

export const QUERY_STALE_TIME = 5 * 60 * 1000;
export const QUERY_GC_TIME = 30 * 60 * 1000;
export const MAX_QUERY_RETRIES = 3;

/** What a mutation may say about its failure toast (`useMutation({ meta: { errorContext: 'bookmarks' } })`). */
export interface MutationErrorMeta extends Record<string, unknown> {
  /** Names the failed action in the generic toast ('An error occurred in {errorContext}. Please try again.'). */
  errorContext?: string;
  /** false: the caller reports the failure itself (e.g. a form with its own mapped messages). */
  errorToast?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationErrorMeta;
  }
}

/** Retry up to three times, never when retrying cannot help: 401, 403, 404 or a business rule's refusal. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const { kind } = normalizeError(error);
  if (kind === 'permission' || kind === 'not-found' || kind === 'rule') return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** The default failure handling of every mutation: the generic error toast, unless the mutation has its own onError. */
export function reportMutationError(error: unknown, meta: MutationErrorMeta | undefined, hasOwnHandler: boolean): void {
  if (hasOwnHandler || meta?.errorToast === false) return;
  showErrorToast(error, meta?.errorContext ?? 'this action');
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportMutationError(error, mutation.meta, !!mutation.options.onError),
    }),
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME, gcTime: QUERY_GC_TIME, retry: shouldRetryQuery },
    },
  });
}

/** The one QueryClient of the page: shared-ui is a federation singleton, so shell and remotes share its cache. */
export const queryClient = createQueryClient();
