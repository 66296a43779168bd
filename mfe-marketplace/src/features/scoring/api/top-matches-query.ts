import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { aiKeys } from 'shared-ui/ai';

export interface MatchRow {
  id: string;
  title: string;
  compensation_amount: number;
  match_score: number;
  brands: { name: string } | null;
}

/** The signed-in talent's best-scoring open deals (the marketplace's Best match order). */
export async function fetchTopMatches(supabase: PitchsideClient, limit = 5): Promise<MatchRow[]> {
  const { data, error } = await supabase
    .from('deals')
    .select('id, title, compensation_amount, ...deal_match(match_score), brands(name)')
    .eq('is_active', true)
    .eq('brand_verified', true)
    // the score as the computed relationship deal_match(deals), which the database inlines into the query (the
    // computed field match_score(deals) would run once per open deal to sort them)
    .order('deal_match(match_score)', { ascending: false, nullsFirst: false })
    .order('created_at', { ascending: false })
    .limit(limit)
    // match_score comes from the computed relationship deal_match(deals), which the generated types do not list
    .overrideTypes<MatchRow[], { merge: false }>();
  if (error) throw error;
  return data;
}

export function useTopMatchesQuery(userId: string | null) {
  return useQuery({ queryKey: aiKeys.topMatches(userId ?? ''), queryFn: async () => fetchTopMatches(await getSupabase()), enabled: !!userId });
}
