import { useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui';

export interface DealCategory {
  name: string;
  slug: string;
}

export async function fetchDealCategories(): Promise<DealCategory[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('deal_categories').select('name, slug').order('sort_order');
  if (error) throw error;
  return data ?? [];
}

export function useDealCategoriesQuery() {
  return useQuery({ queryKey: ['deal-categories'], queryFn: fetchDealCategories, staleTime: 60 * 60 * 1000 });
}
