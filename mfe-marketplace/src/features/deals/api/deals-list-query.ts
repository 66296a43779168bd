import { useInfiniteQuery } from '@tanstack/react-query';
import { dealKeys, getSupabase } from 'shared-ui';
import { PAGE_SIZE, searchPattern, type DealFilters } from '../lib/filters';
import { DEAL_COLUMNS, type DealWithBrand } from './deal-columns';

export interface DealsPage {
  deals: DealWithBrand[];
  total: number;
}

/**
 * One page (50) of active deals of verified brands, filtered and sorted as the spec says. The brand join filters
 * on `verified`, and the verified-only check is kept on the client too. `onlyIds` narrows to bookmarked deals.
 * A fetch error is thrown (to the section's error panel).
 */
export async function fetchDealsPage(f: DealFilters, page: number, onlyIds?: string[]): Promise<DealsPage> {
  const supabase = await getSupabase();
  let q = supabase.from('deals').select(DEAL_COLUMNS, { count: 'exact' }).eq('is_active', true).eq('brands.verified', true);
  if (f.category !== 'all') q = q.contains('tags', [f.category]);
  const pattern = searchPattern(f.searchQuery);
  if (pattern) q = q.or(`title.ilike.${pattern},description.ilike.${pattern}`);
  q = q.gte('compensation_amount', f.priceRange[0]).lte('compensation_amount', f.priceRange[1]);
  if (onlyIds) q = q.in('id', onlyIds.length ? onlyIds : ['00000000-0000-0000-0000-000000000000']);
  if (f.sortBy === 'highest_pay') q = q.order('compensation_amount', { ascending: false });
  else if (f.sortBy === 'deadline') q = q.order('application_deadline', { ascending: true, nullsFirst: false });
  q = q.order('created_at', { ascending: false }).order('id');
  const from = page * PAGE_SIZE;
  const { data, error, count } = await q.range(from, from + PAGE_SIZE - 1);
  if (error) throw error;
  const deals = (data as unknown as DealWithBrand[]).filter((d) => d.brands?.verified);
  return { deals, total: count ?? deals.length };
}

/** `onlyIds`: undefined for every deal, a list for those deals, null while that list is not known yet. */
export function useDealsListQuery(f: DealFilters, onlyIds?: string[] | null) {
  return useInfiniteQuery({
    queryKey: dealKeys.list({ ...f, onlyIds: onlyIds ?? null }),
    queryFn: ({ pageParam }) => fetchDealsPage(f, pageParam, onlyIds ?? undefined),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length : undefined),
    staleTime: 2 * 60 * 1000,
    refetchOnWindowFocus: true,
    enabled: onlyIds !== null,
  });
}
