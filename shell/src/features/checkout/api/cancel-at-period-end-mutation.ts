import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction, showFailureToast, toast } from 'shared-ui';
import { billingKeys } from './keys';

/** Cancel the plan at the end of the period, or keep it after all (the manage-subscription function). */
export function useCancelAtPeriodEndMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancelAtPeriodEnd: boolean) => callFunction<{ cancel_at_period_end: boolean }>('manage-subscription', { cancel_at_period_end: cancelAtPeriodEnd }),
    onSuccess: ({ cancel_at_period_end }) => {
      toast.success(cancel_at_period_end ? 'Your plan will end at the end of this period' : 'Your plan will renew as usual');
      return queryClient.invalidateQueries({ queryKey: billingKeys.subscription(userId) });
    },
    onError: (error) => showFailureToast('plan', error),
  });
}
