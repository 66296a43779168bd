import { useInfiniteQuery } from '@tanstack/react-query';
import { dealKeys, getSupabase } from 'shared-ui';
import { PAGE_SIZE, type DealFilters } from '../lib/filters';
import { listDeals } from './deals-list';

/** `onlyIds`: undefined for every deal, a list for those deals, null while that list is not known yet. */
export function useDealsListQuery(f: DealFilters, onlyIds?: string[] | null) {
  return useInfiniteQuery({
    queryKey: dealKeys.list({ ...f, onlyIds: onlyIds ?? null }),
    // a fetch error is thrown (to the section's error panel)
    queryFn: async ({ pageParam }) => listDeals(await getSupabase(), f, pageParam, onlyIds ?? undefined),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length : undefined),
    staleTime: 2 * 60 * 1000,
    refetchOnWindowFocus: true,
    enabled: onlyIds !== null,
  });
}
