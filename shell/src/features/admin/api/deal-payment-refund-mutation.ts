import { callFunction } from 'shared-ui';
import { adminKeys } from './keys';
import { useAdminMutation } from './use-admin-mutation';

export interface DealRefundInput {
  dealPaymentId: string;
  title: string;
  reason: string;
}

/** Refund a held deal payment to the brand (a dispute): the refund-deal-payment function, which audits it. */
export function useDealPaymentRefundMutation() {
  return useAdminMutation<DealRefundInput>({
    run: (_client, { dealPaymentId, reason }) => callFunction('refund-deal-payment', { deal_payment_id: dealPaymentId, reason }),
    success: (d) => `The payment for "${d.title}" was refunded to the brand`,
    failure: 'admin-refund',
    refresh: [adminKeys.payments()],
  });
}
