import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { talentFiguresSchema } from '../lib/figures';
import { analyticsKeys } from './analytics-keys';

/** The signed-in talent's figures (talent_analytics): applications, acceptance, earnings and views by month. */
export async function fetchTalentAnalytics(client: PitchsideClient) {
  const { data, error } = await client.rpc('talent_analytics', { p_months: 6 });
  if (error) throw error;
  return talentFiguresSchema.parse(data);
}

export function useTalentAnalyticsQuery(userId: string, enabled = true) {
  return useQuery({ queryKey: analyticsKeys.talent(userId), enabled, queryFn: async () => fetchTalentAnalytics(await getSupabase()) });
}
