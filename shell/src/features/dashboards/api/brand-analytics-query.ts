import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { brandFiguresSchema } from '../lib/figures';
import { analyticsKeys } from './analytics-keys';

/** The signed-in brand owner's figures (brand_analytics): deals, applicants, deliverables, spend against budget. */
export async function fetchBrandAnalytics(client: PitchsideClient) {
  const { data, error } = await client.rpc('brand_analytics');
  if (error) throw error;
  return brandFiguresSchema.parse(data);
}

export function useBrandAnalyticsQuery(userId: string, enabled = true) {
  return useQuery({ queryKey: analyticsKeys.brand(userId), enabled, queryFn: async () => fetchBrandAnalytics(await getSupabase()) });
}
