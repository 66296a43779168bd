import { useInfiniteQuery } from '@tanstack/react-query';
import { dealKeys, getSupabase } from 'shared-ui';
import { PAGE_SIZE, type DealFilters } from '../lib/filters';
import { listDeals } from './deals-list';

/**
 * `savedIds`: with the Saved filter, the user's bookmarked deal ids (null while they load). The database finds the
 * saved deals itself; the ids are in the key so that a bookmark added or removed refreshes the list.
 */
export function useDealsListQuery(f: DealFilters, savedIds?: string[] | null) {
  return useInfiniteQuery({
    queryKey: dealKeys.list({ ...f, savedIds: savedIds ?? null }),
    // a fetch error is thrown (to the section's error panel)
    queryFn: async ({ pageParam }) => listDeals(await getSupabase(), f, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length : undefined),
    staleTime: 2 * 60 * 1000,
    refetchOnWindowFocus: true,
    enabled: savedIds !== null,
  });
}
