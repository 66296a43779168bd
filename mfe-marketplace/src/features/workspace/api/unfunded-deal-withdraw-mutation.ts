import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, getSupabase, showFailureToast, toast } from 'shared-ui';
import { withdrawApplication } from '../../applications/api/application-withdraw-mutation';
import { dealPaymentKeys } from '../../payments/api/keys';

/** The talent leaves a deal the brand accepted them for but has not funded: the accepted application is withdrawn (the database tells the brand). */
export function useUnfundedDealWithdrawMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: { id: string }) => withdrawApplication(await getSupabase(), { id, from: 'accepted' }),
    onSuccess: () => toast.success('You withdrew from the deal: the brand was told'),
    onError: (error) => showFailureToast('withdraw-deal', error),
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: applicationKeys.mine(userId) }),
      queryClient.invalidateQueries({ queryKey: dealPaymentKeys.all }),
    ]),
  });
}
