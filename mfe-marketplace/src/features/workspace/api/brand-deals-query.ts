import { useQuery } from '@tanstack/react-query';
import { dealKeys, getSupabase, type Row, type PitchsideClient } from 'shared-ui';

export type BrandDeal = Pick<
  Row<'deals'>,
  | 'id' | 'brand_id' | 'title' | 'description' | 'category' | 'tags' | 'compensation_amount' | 'compensation_type' | 'deliverables'
  | 'requirements' | 'target_roles' | 'location' | 'application_deadline' | 'max_applicants' | 'is_active' | 'created_at' | 'campaign_id'
  | 'private_for' | 'applicants_count' | 'applicants_pending' | 'applicants_accepted'
>;

export const BRAND_DEAL_COLUMNS =
  'id, brand_id, title, description, category, tags, compensation_amount, compensation_type, deliverables, requirements, target_roles, location, application_deadline, max_applicants, is_active, created_at, campaign_id, private_for, applicants_count, applicants_pending, applicants_accepted';

/** Every deal of the user's brands (open and closed), newest first, with the applicant counts the database keeps on each. */
export async function fetchBrandDeals(supabase: PitchsideClient, brandIds: string[]): Promise<BrandDeal[]> {
  const { data, error } = await supabase.from('deals').select(BRAND_DEAL_COLUMNS).in('brand_id', brandIds).order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export function useBrandDealsQuery(userId: string | null, brandIds: string[]) {
  return useQuery({
    queryKey: [...dealKeys.ownedBy(userId ?? 'anon'), brandIds],
    queryFn: async () => fetchBrandDeals(await getSupabase(), brandIds),
    enabled: !!userId && brandIds.length > 0,
  });
}
