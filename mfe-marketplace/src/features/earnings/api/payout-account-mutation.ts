import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction, showErrorToast, siteUrl } from 'shared-ui';
import { earningsKeys } from './keys';

type Action = 'onboard' | 'refresh' | 'dashboard';
interface Answer {
  state: string;
  requirements: string[];
  url?: string;
}

/** The payout-account function: "Set up payouts" and the dashboard open Stripe's page; refresh reads the state back. */
export async function payoutAccountAction(action: Action): Promise<Answer> {
  return callFunction<Answer>('payout-account', action === 'onboard' ? { action, return_url: siteUrl('/deals/earnings') } : { action });
}

export function usePayoutAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payoutAccountAction,
    onSuccess: (answer, action) => {
      if (answer.url && action === 'dashboard') window.open(answer.url, '_blank', 'noopener');
      else if (answer.url) window.location.assign(answer.url);
    },
    onError: (error, action) => showErrorToast(error, action === 'dashboard' ? 'opening the Stripe dashboard' : 'setting up payouts'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
  });
}
