import { useQuery } from '@tanstack/react-query';
import { dealKeys, getSupabase, type Row, type PitchsideClient } from 'shared-ui';

export type FittingDeal = Pick<Row<'deals'>, 'id' | 'title' | 'compensation_amount'>;

/** The newest open marketplace deals meant for a role (athlete or creator), for an agency's client. */
export async function fetchFittingDeals(supabase: PitchsideClient, role: string): Promise<FittingDeal[]> {
  const { data, error } = await supabase
    .from('deals')
    .select('id, title, compensation_amount')
    .eq('is_active', true)
    .eq('brand_verified', true)
    .contains('target_roles', [role])
    .order('created_at', { ascending: false })
    .limit(3);
  if (error) throw error;
  return data;
}

export function useFittingDealsQuery(role: string) {
  return useQuery({ queryKey: [...dealKeys.list({ fitsRole: role }), 'top3'], queryFn: async () => fetchFittingDeals(await getSupabase(), role), enabled: role === 'athlete' || role === 'creator' });
}
