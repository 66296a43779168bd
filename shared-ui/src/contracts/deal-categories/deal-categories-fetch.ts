import type { PitchsideClient } from '../../supabase/types';

export interface DealCategory {
  name: string;
  slug: string;
}

/** The deal categories in their display order (public: read signed out too). */
export async function fetchDealCategories(client: PitchsideClient): Promise<DealCategory[]> {
  const { data, error } = await client.from('deal_categories').select('name, slug').order('sort_order');
  if (error) throw error;
  return data;
}
