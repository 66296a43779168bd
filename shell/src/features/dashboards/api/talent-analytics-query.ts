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

/** The query (key and read), for the hook and for the prefetch as a signed-in visit starts (dashboards/prefetch.ts). */
export const talentAnalyticsQuery = (userId: string) => ({ queryKey: analyticsKeys.talent(userId), queryFn: async () => fetchTalentAnalytics(await getSupabase()) });

export function useTalentAnalyticsQuery(userId: string, enabled = true) {
  return useQuery({ ...talentAnalyticsQuery(userId), enabled });
}
