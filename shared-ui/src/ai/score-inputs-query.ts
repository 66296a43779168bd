import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { aiKeys } from './keys';
import { scoreInputsSchema } from './ai-rpc-schemas';
import type { ScoreInputs } from './score';

/** What the database read to score a deal for the signed-in user; null when the deal is not visible to them. */
export async function fetchScoreInputs(supabase: PitchsideClient, dealId: string): Promise<ScoreInputs | null> {
  const { data, error } = await supabase.rpc('ai_score_inputs', { p_deal_id: dealId });
  if (error) throw error;
  return data === null ? null : scoreInputsSchema.parse(data);
}

export function useScoreInputsQuery(userId: string | null, dealId: string | null, enabled = true) {
  return useQuery({
    queryKey: aiKeys.scoreInputs(userId ?? '', dealId ?? ''),
    queryFn: async () => fetchScoreInputs(await getSupabase(), dealId!),
    enabled: enabled && !!userId && !!dealId,
    staleTime: 60 * 1000,
  });
}
