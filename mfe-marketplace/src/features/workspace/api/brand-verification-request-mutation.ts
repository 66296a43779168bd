import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandKeys, getSupabase, toast, type PitchsideClient } from 'shared-ui';

/** Asks an administrator to verify the brand (the database records it once and notifies the admins). */
export async function requestBrandVerification(supabase: PitchsideClient, { brandId }: { brandId: string; userId: string }): Promise<void> {
  const { error } = await supabase.rpc('request_brand_verification', { p_brand_id: brandId });
  if (error) throw error;
}

export function useBrandVerificationRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { brandId: string; userId: string }) => requestBrandVerification(await getSupabase(), input),
    meta: { errorContext: 'requesting verification' },
    onSuccess: () => toast.success('Verification requested. We will let you know when it is done.'),
    onSettled: (_r, _e, input) => queryClient.invalidateQueries({ queryKey: brandKeys.ownedBy(input.userId) }),
  });
}
