import { useDealPaymentQuery } from '../../payments/api/deal-payment-query';
import { WithdrawFromDeal } from '../../payments/components/WithdrawFromDeal';
import { useUnfundedDealWithdrawMutation } from '../api/unfunded-deal-withdraw-mutation';

export interface WithdrawFromUnfundedDealProps {
  applicationId: string;
  dealTitle: string;
  brandName: string;
  userId: string;
}

/**
 * Withdraw from Deal for a deal the brand has not funded (a cash deal awaiting funding, or one paid in product), before
 * any work is submitted: no money moves. A funded deal is left from its payment panel, which refunds the brand; a
 * refunded or paid one is over.
 */
export function WithdrawFromUnfundedDeal({ applicationId, dealTitle, brandName, userId }: WithdrawFromUnfundedDealProps) {
  const payment = useDealPaymentQuery(applicationId);
  const withdraw = useUnfundedDealWithdrawMutation(userId);
  if (!payment.isSuccess || (payment.data && payment.data.status !== 'awaiting_funding')) return null;
  return (
    <WithdrawFromDeal busy={withdraw.isPending} onConfirm={() => withdraw.mutate({ id: applicationId })}>
      <p>
        {brandName} has not funded &quot;{dealTitle}&quot;, so no money moves. {brandName} is told, your contract for it no longer binds you
        (nor does any exclusivity in it), and the deal leaves your Deals. You cannot apply to it again. Tell the brand why in Messages.
      </p>
    </WithdrawFromDeal>
  );
}
