import { useQuery } from '@tanstack/react-query';
import { getSupabase, readPreferences, type Profile, type PitchsideClient } from 'shared-ui';
import { recommendDeals, type CandidateDeal } from '../lib/recommend';
import { dashboardKeys } from './keys';

/** Three open deals for the talent: the best match scores (the marketplace's Best match), within their preferences (recommend.ts). */
export async function fetchRecommendedDeals(client: PitchsideClient, userId: string, profile: Profile | null) {
  const [deals, applied, categories] = await Promise.all([
    client
      .from('deals')
      .select('id, title, category, compensation_amount, created_at, ...deal_match(match_score), brand:brands(name, verified)')
      .eq('is_active', true)
      .eq('brand_verified', true)
      // the score as the computed relationship deal_match(deals), which the database inlines into the query (the
      // computed field match_score(deals) would run once per open deal to sort them)
      .order('deal_match(match_score)', { ascending: false, nullsFirst: false })
      .order('created_at', { ascending: false })
      .limit(50)
      // match_score comes from the computed relationship deal_match(deals), which the generated types do not list
      .overrideTypes<CandidateDeal[], { merge: false }>(),
    client.from('applications').select('deal_id').eq('user_id', userId),
    client.from('deal_categories').select('name, slug'),
  ]);
  if (deals.error) throw deals.error;
  if (applied.error) throw applied.error;
  if (categories.error) throw categories.error;
  return recommendDeals(deals.data, readPreferences(profile?.extra_data), new Set(applied.data.map((a) => a.deal_id)), new Map(categories.data.map((c) => [c.name, c.slug])));
}

export function useRecommendedDealsQuery(userId: string, profile: Profile | null, enabled = true) {
  return useQuery({ queryKey: [...dashboardKeys.recommendedDeals(userId), profile?.updated_at ?? ''], enabled, queryFn: async () => fetchRecommendedDeals(await getSupabase(), userId, profile) });
}
