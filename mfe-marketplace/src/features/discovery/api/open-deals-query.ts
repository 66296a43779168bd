import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { discoverKeys } from './discover-keys';

export interface OpenDeal {
  id: string;
  title: string;
  compensation_amount: number;
}

/** The caller's brands' open deals: what fit is scored against (and what talent can be invited to). */
export async function fetchOpenDeals(supabase: PitchsideClient, userId: string): Promise<OpenDeal[]> {
  const brands = await supabase.from('brands').select('id').eq('owner_id', userId);
  if (brands.error) throw brands.error;
  const ids = (brands.data ?? []).map((b) => b.id);
  if (!ids.length) return [];
  const { data, error } = await supabase
    .from('deals')
    .select('id, title, compensation_amount')
    .in('brand_id', ids)
    .eq('is_active', true)
    // a direct offer's private deal is for its one talent: nobody is invited to it, and fit is not scored on it
    .is('private_for', null)
    .or(`application_deadline.is.null,application_deadline.gt.${new Date().toISOString()}`)
    .order('created_at', { ascending: false })
    .limit(100);
  if (error) throw error;
  return (data ?? []) as OpenDeal[];
}

export function useOpenDealsQuery(userId: string | null) {
  return useQuery({ queryKey: discoverKeys.openDeals(userId ?? 'anon'), queryFn: async () => fetchOpenDeals(await getSupabase(), userId!), enabled: !!userId });
}
