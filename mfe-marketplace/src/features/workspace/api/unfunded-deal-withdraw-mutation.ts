import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, assertUpdated, getSupabase, showFailureToast, toast, type PitchsideClient } from 'shared-ui';
import { dealPaymentKeys } from '../../payments/api/keys';

/**
 * The talent leaves a deal the brand accepted them for but has not funded: the accepted application is withdrawn.
 * The database refuses it once money is held (that goes through the refund function) and tells the brand.
 */
export async function withdrawFromUnfundedDeal(supabase: PitchsideClient, { id }: { id: string }): Promise<void> {
  const { data, error } = await supabase.from('applications').update({ status: 'withdrawn' }).eq('id', id).eq('status', 'accepted').select('id');
  if (error) throw error;
  assertUpdated(data);
}

export function useUnfundedDealWithdrawMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string }) => withdrawFromUnfundedDeal(await getSupabase(), input),
    onSuccess: () => toast.success('You withdrew from the deal: the brand was told'),
    onError: (error) => showFailureToast('withdraw-deal', error),
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: applicationKeys.mine(userId) }),
      queryClient.invalidateQueries({ queryKey: dealPaymentKeys.all }),
    ]),
  });
}
