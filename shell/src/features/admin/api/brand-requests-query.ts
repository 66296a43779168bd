import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { adminKeys } from './keys';
import { count, nullableText, timestamp } from './schemas';

const brandRequest = z.object({
  id: z.string(),
  name: z.string(),
  website_url: nullableText,
  industry: nullableText,
  description: nullableText,
  logo_url: nullableText,
  verification_requested_at: timestamp,
  created_at: timestamp,
  owner_id: nullableText,
  owner_name: nullableText,
  owner_email: nullableText,
  deals_total: count,
  deals_active: count,
});
export type BrandRequest = z.infer<typeof brandRequest>;

/** Brands waiting for verification, oldest request first. */
export async function fetchBrandRequests(supabase: PitchsideClient): Promise<BrandRequest[]> {
  const { data, error } = await supabase.rpc('admin_brand_requests');
  if (error) throw error;
  return z.array(brandRequest).parse(data ?? []);
}

export function useBrandRequestsQuery() {
  return useQuery({ queryKey: adminKeys.brandRequests(), queryFn: async () => fetchBrandRequests(await getSupabase()) });
}
