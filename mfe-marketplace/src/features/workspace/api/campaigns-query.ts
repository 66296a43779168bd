import { useQuery } from '@tanstack/react-query';
import { getSupabase, type Row, type PitchsideClient } from 'shared-ui';
import { campaignKeys } from './campaign-keys';

export type Campaign = Pick<Row<'campaigns'>, 'id' | 'brand_id' | 'name' | 'description' | 'budget' | 'status' | 'start_date' | 'end_date' | 'target_audience'> & {
  /** campaign_committed(): accepted applications' proposed rates, or their deals' compensation */
  campaign_committed: number;
};

/** The campaigns of the user's brands, newest first, each with its committed spend. */
export async function fetchCampaigns(supabase: PitchsideClient, brandIds: string[]): Promise<Campaign[]> {
  const { data, error } = await supabase
    .from('campaigns')
    .select('id, brand_id, name, description, budget, status, start_date, end_date, target_audience, campaign_committed')
    .in('brand_id', brandIds)
    .order('created_at', { ascending: false })
    // campaign_committed is a computed column (public.campaign_committed(campaigns)), which the generated types do not list
    .overrideTypes<Campaign[], { merge: false }>();
  if (error) throw error;
  return data.map((c) => ({ ...c, budget: Number(c.budget), campaign_committed: Number(c.campaign_committed) }));
}

export function useCampaignsQuery(userId: string | null, brandIds: string[]) {
  return useQuery({
    queryKey: [...campaignKeys.ownedBy(userId ?? 'anon'), brandIds],
    queryFn: async () => fetchCampaigns(await getSupabase(), brandIds),
    enabled: !!userId && brandIds.length > 0,
  });
}
