import { useMutation } from '@tanstack/react-query';
import { callFunction, showFailureToast, siteUrl } from 'shared-ui';

export interface FundDeal {
  applicationId: string;
  dealId: string;
  dealTitle: string;
  userId: string;
  /** whole cents */
  amount: number;
}

/** The brand funds an accepted application: a payment checkout for the agreed amount, held until the work is approved. */
export async function fundDeal(f: FundDeal): Promise<void> {
  const { url } = await callFunction<{ url: string }>('create-payment', {
    amount: f.amount,
    description: `Deal funding: ${f.dealTitle}`.slice(0, 200),
    user_id: f.userId,
    application_id: f.applicationId,
    success_url: siteUrl(`/payment-success?deal=${f.dealId}`),
    cancel_url: siteUrl(`/payment-canceled?deal=${f.dealId}`),
  });
  window.location.assign(url);
}

export function useFundDealMutation() {
  return useMutation({
    mutationFn: fundDeal,
    onError: (error) => showFailureToast('payment-session', error),
  });
}
