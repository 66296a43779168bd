import { useQuery } from '@tanstack/react-query';
import { dealCategoryKeys, fetchDealCategories, getSupabase } from 'shared-ui';

/** The deal categories (the marketplace's filters and deal form, the profile's partnership preferences). */
export function useDealCategoriesQuery() {
  return useQuery({ queryKey: dealCategoryKeys.all, staleTime: 60 * 60 * 1000, queryFn: async () => fetchDealCategories(await getSupabase()) });
}
