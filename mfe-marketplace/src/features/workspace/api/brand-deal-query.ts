import { useQuery } from '@tanstack/react-query';
import { dealKeys, getSupabase, type PitchsideClient } from 'shared-ui';
import { BRAND_DEAL_COLUMNS, type BrandDeal } from './brand-deals-query';

/** One deal the user may manage (RLS: their brand's), for the editor and the applicant review; null when none. */
export async function fetchBrandDeal(supabase: PitchsideClient, dealId: string): Promise<BrandDeal | null> {
  const { data, error } = await supabase.from('deals').select(BRAND_DEAL_COLUMNS).eq('id', dealId).maybeSingle();
  if (error) throw error;
  return data;
}

export function useBrandDealQuery(dealId: string | null) {
  return useQuery({ queryKey: [...dealKeys.detail(dealId ?? ''), 'manage'], queryFn: async () => fetchBrandDeal(await getSupabase(), dealId!), enabled: !!dealId });
}
