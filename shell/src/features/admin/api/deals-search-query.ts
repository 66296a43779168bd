import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { adminKeys } from './keys';
import { nullableText, timestamp } from './schemas';

export const DEAL_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type DealStatusFilter = (typeof DEAL_STATUS_FILTERS)[number];

const adminDeal = z.object({
  id: z.string(),
  title: z.string(),
  is_active: z.boolean(),
  brand_verified: z.boolean(),
  private_for: nullableText,
  compensation_amount: z.coerce.number(),
  created_at: timestamp,
  deactivated_reason: nullableText,
  deactivated_at: nullableText,
  brands: z.object({ name: z.string(), owner_id: nullableText }).nullable(),
});
export type AdminDeal = z.infer<typeof adminDeal>;

const PAGE_SIZE = 50;

/** Every deal (admins read all of them), newest first, whose title or brand name matches. */
export async function searchDeals(supabase: PitchsideClient, search: string, status: DealStatusFilter): Promise<AdminDeal[]> {
  let q = supabase
    .from('deals')
    .select('id, title, is_active, brand_verified, private_for, compensation_amount, created_at, deactivated_reason, deactivated_at, brands!inner(name, owner_id)')
    .order('created_at', { ascending: false })
    .limit(PAGE_SIZE);
  const term = search.trim().replace(/[%_,()*."]/g, ' ').trim();
  if (term) {
    const brands = await supabase.from('brands').select('id').ilike('name', `%${term}%`).limit(100);
    if (brands.error) throw brands.error;
    const ids = (brands.data ?? []).map((b) => b.id);
    q = q.or([`title.ilike.*${term}*`, ...(ids.length ? [`brand_id.in.(${ids.join(',')})`] : [])].join(','));
  }
  if (status !== 'all') q = q.eq('is_active', status === 'active');
  const { data, error } = await q;
  if (error) throw error;
  return z.array(adminDeal).parse(data ?? []);
}

export function useDealsSearchQuery(search: string, status: DealStatusFilter) {
  return useQuery({ queryKey: adminKeys.deals(search, status), queryFn: async () => searchDeals(await getSupabase(), search, status), placeholderData: keepPreviousData });
}
