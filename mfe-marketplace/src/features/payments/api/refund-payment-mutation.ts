import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction, showFailureToast, toast } from 'shared-ui';
import { dealPaymentKeys } from './keys';

/**
 * The brand cancels a funded deal before any work is submitted; the held money goes back to it, less the kill fee
 * of a contract in force (which the talent receives).
 */
export function useRefundPaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dealPaymentId }: { dealPaymentId: string; killFee: number }) => callFunction<{ status: string }>('refund-deal-payment', { deal_payment_id: dealPaymentId }),
    onSuccess: (_data, { killFee }) => toast.success(killFee ? 'Deal cancelled: the payment was refunded less the kill fee' : 'Deal cancelled: the payment was refunded'),
    onError: (error) => showFailureToast('refund', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealPaymentKeys.all }),
  });
}
