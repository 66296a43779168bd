import { useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui';
import { profileDetailKeys } from './keys';

/** The marketplace's deal categories (the slugs partnership preferences refer to). */
export async function fetchDealCategories() {
  const client = await getSupabase();
  const { data, error } = await client.from('deal_categories').select('name, slug').order('sort_order');
  if (error) throw error;
  return data;
}

export function useDealCategoriesQuery() {
  return useQuery({ queryKey: profileDetailKeys.dealCategories(), staleTime: 60 * 60 * 1000, queryFn: fetchDealCategories });
}
