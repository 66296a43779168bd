import { useQuery } from '@tanstack/react-query';
import { getSupabase, readPreferences, type Profile } from 'shared-ui';
import { recommendDeals } from '../lib/recommend';
import { dashboardKeys } from './keys';

/** Three open deals for the talent, by their partnership preferences (recommend.ts). */
export async function fetchRecommendedDeals(userId: string, profile: Profile | null) {
  const client = await getSupabase();
  const [deals, applied, categories] = await Promise.all([
    client
      .from('deals')
      .select('id, title, category, compensation_amount, created_at, brand:brands(name, verified)')
      .eq('is_active', true)
      .order('created_at', { ascending: false })
      .limit(50),
    client.from('applications').select('deal_id').eq('user_id', userId),
    client.from('deal_categories').select('name, slug'),
  ]);
  if (deals.error) throw deals.error;
  if (applied.error) throw applied.error;
  if (categories.error) throw categories.error;
  return recommendDeals(deals.data, readPreferences(profile?.extra_data), new Set(applied.data.map((a) => a.deal_id)), new Map(categories.data.map((c) => [c.name, c.slug])));
}

export function useRecommendedDealsQuery(userId: string, profile: Profile | null, enabled = true) {
  return useQuery({ queryKey: [...dashboardKeys.recommendedDeals(userId), profile?.updated_at ?? ''], enabled, queryFn: () => fetchRecommendedDeals(userId, profile) });
}
