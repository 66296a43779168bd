import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandKeys, getSupabase, toast, type PitchsideClient } from 'shared-ui';
import type { BrandData } from '../lib/brand-schema';

/** A new brand, owned by the user; it starts unverified (the database decides `verified`). */
export async function createBrand(supabase: PitchsideClient, { userId, data }: { userId: string; data: BrandData }): Promise<void> {
  const { error } = await supabase.from('brands').insert({ owner_id: userId, ...data });
  if (error) throw error;
}

export function useBrandCreateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { userId: string; data: BrandData }) => createBrand(await getSupabase(), input),
    meta: { errorContext: 'creating the brand' },
    onSuccess: () => toast.success('Brand created. It is pending verification.'),
    onSettled: (_r, _e, input) => queryClient.invalidateQueries({ queryKey: brandKeys.ownedBy(input.userId) }),
  });
}
