import { useQuery } from '@tanstack/react-query';
import { dealKeys, getSupabase, type PitchsideClient } from 'shared-ui';

/** The brands the user owns and their deals, newest first. */
export async function fetchBrandDeals(client: PitchsideClient, userId: string) {
  const brands = await client.from('brands').select('id, name, verified').eq('owner_id', userId);
  if (brands.error) throw brands.error;
  if (brands.data.length === 0) return { brands: brands.data, deals: [] };
  const deals = await client
    .from('deals')
    .select('id, title, is_active, compensation_amount, application_deadline, applicants_count, applicants_pending')
    .in('brand_id', brands.data.map((b) => b.id))
    .order('created_at', { ascending: false })
    .limit(20);
  if (deals.error) throw deals.error;
  return { brands: brands.data, deals: deals.data };
}

export function useBrandDealsQuery(userId: string, enabled = true) {
  return useQuery({ queryKey: dealKeys.ownedBy(userId), enabled, queryFn: async () => fetchBrandDeals(await getSupabase(), userId) });
}
