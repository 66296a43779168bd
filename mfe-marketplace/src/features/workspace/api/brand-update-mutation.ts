import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assertUpdated, brandKeys, dealKeys, getSupabase, toast, type PitchsideClient } from 'shared-ui';
import type { BrandData } from '../lib/brand-schema';

export interface BrandUpdateInput {
  brandId: string;
  userId: string;
  data: BrandData;
  /** a new logo, uploaded to the brand-logos bucket under the user's folder */
  logo: File | null;
}

/** Saves the brand's details and, when given, its new logo (storage first, then the row). */
export async function updateBrand(supabase: PitchsideClient, { brandId, userId, data, logo }: BrandUpdateInput): Promise<void> {
  let logoUrl: string | undefined;
  if (logo) {
    const ext = (logo.name.split('.').pop() ?? 'png').toLowerCase().replace(/[^a-z0-9]/g, '') || 'png';
    const path = `${userId}/${brandId}-${Date.now()}.${ext}`;
    const up = await supabase.storage.from('brand-logos').upload(path, logo, { contentType: logo.type, upsert: true });
    if (up.error) throw up.error;
    logoUrl = supabase.storage.from('brand-logos').getPublicUrl(path).data.publicUrl;
  }
  const { data: rows, error } = await supabase
    .from('brands')
    .update({ ...data, ...(logoUrl ? { logo_url: logoUrl } : {}) })
    .eq('id', brandId)
    .select('id');
  if (error) throw error;
  assertUpdated(rows);
}

export function useBrandUpdateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BrandUpdateInput) => updateBrand(await getSupabase(), input),
    meta: { errorContext: 'saving the brand' },
    onSuccess: () => toast.success('Brand saved'),
    onSettled: (_r, _e, input) => {
      void queryClient.invalidateQueries({ queryKey: brandKeys.ownedBy(input.userId) });
      void queryClient.invalidateQueries({ queryKey: dealKeys.all });
    },
  });
}
