import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction, showFailureToast, toast } from 'shared-ui';
import { dealPaymentKeys } from './keys';

/** The brand cancels a funded deal before any work is submitted; the held money goes back to it. */
export function useRefundPaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dealPaymentId: string) => callFunction<{ status: string }>('refund-deal-payment', { deal_payment_id: dealPaymentId }),
    onSuccess: () => toast.success('Deal cancelled: the payment was refunded'),
    onError: (error) => showFailureToast('refund', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealPaymentKeys.all }),
  });
}
