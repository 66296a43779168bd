import { useQuery } from '@tanstack/react-query';
import { brandKeys, getSupabase, type Row, type PitchsideClient } from 'shared-ui';

export type OwnBrand = Pick<Row<'brands'>, 'id' | 'name' | 'logo_url' | 'website_url' | 'industry' | 'description' | 'verified' | 'verification_requested_at' | 'created_at'>;

/** The brands the user owns, oldest first (most users have one): the marketplace's deals workspace and talent discovery. */
export async function fetchMyBrands(supabase: PitchsideClient, userId: string): Promise<OwnBrand[]> {
  const { data, error } = await supabase
    .from('brands')
    .select('id, name, logo_url, website_url, industry, description, verified, verification_requested_at, created_at')
    .eq('owner_id', userId)
    .order('created_at');
  if (error) throw error;
  return data;
}

/** The query (key and read), for the hook and for the shell's prefetch as a brand's visit to /deals starts. */
export const myBrandsQuery = (userId: string) => ({ queryKey: brandKeys.ownedBy(userId), queryFn: async () => fetchMyBrands(await getSupabase(), userId) });

export function useMyBrandsQuery(userId: string | null) {
  return useQuery({ ...myBrandsQuery(userId ?? 'anon'), enabled: !!userId });
}
