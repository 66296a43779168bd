import { useQuery } from '@tanstack/react-query';
import { dealKeys, getSupabase, type PitchsideClient } from 'shared-ui';
import { DEAL_COLUMNS, type DealWithBrand } from './deal-columns';

/** One deal the viewer may see (RLS decides), with its brand; null when there is none. */
export async function fetchDeal(supabase: PitchsideClient, dealId: string): Promise<DealWithBrand | null> {
  const { data, error } = await supabase.from('deals').select(DEAL_COLUMNS).eq('id', dealId).maybeSingle();
  if (error) throw error;
  return data;
}

export function useDealDetailQuery(dealId: string | null) {
  return useQuery({ queryKey: dealKeys.detail(dealId ?? ''), queryFn: async () => fetchDeal(await getSupabase(), dealId!), enabled: !!dealId });
}
