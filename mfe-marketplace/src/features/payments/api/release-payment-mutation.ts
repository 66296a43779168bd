import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction, showFailureToast, toast } from 'shared-ui';
import { dealPaymentKeys } from './keys';

/** Releases the held money once every deliverable is approved (the function checks that; a repeat does nothing). */
export function useReleasePaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dealPaymentId: string) => callFunction<{ status: string; message?: string }>('release-deal-payment', { deal_payment_id: dealPaymentId }),
    // approved, but the talent has no ready payout account yet: it goes out once they set one up
    onSuccess: (out) => (out.status === 'waiting_for_payouts' ? toast.info('Approved: the payment goes out once the talent sets up payouts') : toast.success('Payment released to the talent')),
    onError: (error) => showFailureToast('release', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealPaymentKeys.all }),
  });
}
