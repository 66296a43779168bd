import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction, showFailureToast, toast } from 'shared-ui';
import { dealPaymentKeys } from './keys';

/** The talent leaves a funded deal before any work is submitted; the brand is refunded in full. */
export function useWithdrawFromDealMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dealPaymentId: string) => callFunction<{ status: string }>('withdraw-from-deal', { deal_payment_id: dealPaymentId }),
    onSuccess: () => toast.success('You withdrew from the deal: the brand was refunded'),
    onError: (error) => showFailureToast('withdraw-deal', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealPaymentKeys.all }),
  });
}
