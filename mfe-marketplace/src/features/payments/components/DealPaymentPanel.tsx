import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, Modal, Spinner } from 'shared-ui';
import { contractKillFee, formatFeeRate, formatPrice, isOpenDispute, netOfFee } from 'shared-ui/billing';
import { useLiveRefresh } from 'shared-ui/query';
import { useContractsQuery } from '../../contracts/api/contracts-query';
import { contractKeys } from '../../contracts/api/keys';
import { fundable, inForce } from '../../contracts/lib/contract-state';
import { formatDate, formatMoney } from '../../deals/lib/format';
import { useDealPaymentQuery, type DealPayment } from '../api/deal-payment-query';
import { useFundDealMutation } from '../api/fund-deal-mutation';
import { dealPaymentKeys } from '../api/keys';
import { Timeline } from '../../common/lists';
import { useRefundPaymentMutation } from '../api/refund-payment-mutation';
import { useReleasePaymentMutation } from '../api/release-payment-mutation';
import { useWithdrawFromDealMutation } from '../api/withdraw-from-deal-mutation';
import { paymentHeadline, paymentTimeline } from '../lib/timeline';
import { WithdrawFromDeal } from './WithdrawFromDeal';

const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 0.75rem 1rem;
  h3 { margin: 0 0 0.25rem; font-size: 1rem; display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
  p { margin: 0.25rem 0; }
  ol { margin: 0.5rem 0; }
  li[data-done='false'] { color: ${({ theme }) => theme.color.textMuted}; }
`;

const TONE = { held: 'info', released: 'success', refunded: 'warning' } as const;

export interface DealPaymentPanelProps {
  applicationId: string;
  dealId: string;
  dealTitle: string;
  /** the agreed amount in dollars (the applicant's proposed rate or the deal's compensation) */
  agreedUsd: number;
  side: 'brand' | 'talent';
  userId: string;
  /** who is paid, for the brand's wording */
  talentName?: string;
}

/**
 * Payment protection on a deal, for both sides: the brand funds the agreed amount, Pitchside holds it, and it
 * is released when the brand approves the work (or 7 days after a submission it left unanswered). Money
 * states change only in the functions; this shows them and offers the brand's actions.
 */
export function DealPaymentPanel({ applicationId, dealId, dealTitle, agreedUsd, side, userId, talentName = 'the talent' }: DealPaymentPanelProps) {
  const payment = useDealPaymentQuery(applicationId);
  useLiveRefresh('deal_payments', dealPaymentKeys.forApplication(applicationId));
  // Fund Deal waits for both signatures on the contract (the function and the database refuse too)
  const contracts = useContractsQuery(applicationId);
  useLiveRefresh('contracts', contractKeys.forApplication(applicationId), { filter: `application_id=eq.${applicationId}` });
  const waitingId = useId();
  const fund = useFundDealMutation();
  const release = useReleasePaymentMutation();
  const refund = useRefundPaymentMutation();
  const withdraw = useWithdrawFromDealMutation();
  const [confirmRefund, setConfirmRefund] = useState(false);
  const releaseAsked = useRef(false);
  const p = payment.data ?? null;
  const amount = formatMoney(p ? p.amount / 100 : agreedUsd);
  const agreedCents = p ? p.amount : Math.round(agreedUsd * 100);

  // Approving the last deliverable is what releases the money: the brand's page asks the function at once (the
  // function checks the approval itself; the scheduled release would do it within the minute anyway). A release
  // already waiting for the talent's payout account goes out when Stripe says the account is ready, not from here.
  useEffect(() => {
    if (side === 'brand' && p?.status === 'held' && p.approved_at && !p.release_requested_at && !releaseAsked.current) {
      releaseAsked.current = true;
      release.mutate(p.id);
    }
  }, [side, p?.status, p?.approved_at, p?.release_requested_at, p?.id, release]);

  if (agreedUsd <= 0) return null;
  if (payment.isPending || contracts.isPending) return <Spinner label="Loading the payment..." />;
  if (payment.isError) return <p role="alert">The payment could not be loaded. Reload to try again.</p>;

  const status = p?.status ?? 'awaiting_funding';
  // a contract that cannot be read (an error) keeps the button enabled: the function refuses with the reason
  const waiting = contracts.isSuccess && !fundable(contracts.data);
  // what cancelling now costs the brand: the kill fee of the contract in force (the function computes it the same way)
  const killFee = contracts.isSuccess ? contractKillFee(inForce(contracts.data)?.terms, agreedCents) : 0;
  const disputed = p?.disputes.some(isOpenDispute) ?? false;
  return (
    <Panel aria-label={`Payment for ${dealTitle}`}>
      <h3>
        Payment {status in TONE ? <Badge $tone={TONE[status as keyof typeof TONE]}>{paymentHeadline(p, amount)}</Badge> : <Badge>{paymentHeadline(p, amount)}</Badge>}
      </h3>
      {status === 'awaiting_funding' ? (
        side === 'brand' ? (
          <>
            <p>Fund the agreed {amount}. Pitchside holds it and pays {talentName} when you approve the work.</p>
            <p>You pay {amount}; {talentName} receives {formatPrice(netOfFee(agreedCents))} after Pitchside's {formatFeeRate()} platform fee.</p>
            {waiting ? <p id={waitingId}>Waiting for signatures: the deal can be funded once you and {talentName} have both signed the contract.</p> : null}
            <Button type="button" disabled={fund.isPending || waiting} aria-describedby={waiting ? waitingId : undefined}
              onClick={() => fund.mutate({ applicationId, dealId, dealTitle, userId, amount: Math.round(agreedUsd * 100) })}>
              {fund.isPending ? 'Opening checkout...' : `Fund Deal (${amount})`}
            </Button>
          </>
        ) : (
          <p>The brand has not funded this deal yet. Once it does, the {amount} is held for you until the work is approved. You receive {formatPrice(netOfFee(agreedCents))} after Pitchside's {formatFeeRate()} platform fee (<Link to="/deals/earnings">Earnings</Link>).</p>
        )
      ) : null}
      {status === 'held' && disputed ? (
        <p>The card&apos;s bank disputed this payment. The money stays on hold, and cannot be refunded, until the dispute is settled.</p>
      ) : status === 'held' && p?.release_requested_at ? (
        side === 'brand' ? (
          <p>You approved the work. The money goes to {talentName} as soon as their payout account is ready.</p>
        ) : (
          <p>Your work was approved. Set up payouts to receive {formatPrice(netOfFee(agreedCents))}: it is sent as soon as Stripe has verified your payout account (<Link to="/deals/earnings">Earnings</Link>).</p>
        )
      ) : status === 'held' ? (
        <p>
          {side === 'brand'
            ? `The money is held. It is released to ${talentName} when you approve all the work, or automatically 7 days after a submission you leave unanswered.`
            : 'The money is held for you. It is released when the brand approves all your work, or automatically 7 days after a submission the brand leaves unanswered.'}
        </p>
      ) : null}
      {status === 'refunded' && p?.kill_fee_amount ? <KillFeeNote payment={p} side={side} talentName={talentName} /> : null}
      {status === 'refunded' && p?.cancelled_by === 'talent' ? (
        <p>{side === 'talent' ? `You withdrew from this deal: the ${amount} held was refunded to the brand in full.` : `${talentName} withdrew from this deal: the ${amount} held was refunded to you in full.`}</p>
      ) : null}
      {status === 'refunded' && p?.disputes.some((d) => d.status === 'lost') ? (
        <p>
          {side === 'talent'
            ? "The brand's bank decided its dispute of this payment for the brand and returned the money to them, so it is not released to you. If you delivered work, report a problem and an admin will look into it."
            : 'Your bank decided the dispute of this payment for you and returned the money to your card, so nothing is released to the talent.'}
        </p>
      ) : null}
      <Timeline aria-label="Payment timeline">
        {paymentTimeline(p).map((step) => (
          <li key={step.label} data-done={step.at ? 'true' : 'false'}>
            {step.label}
            {step.at ? ` on ${formatDate(step.at)}` : ''}
          </li>
        ))}
      </Timeline>
      {side === 'brand' && status === 'held' && !p?.submitted_at && !disputed ? (
        <Button type="button" $variant="secondary" disabled={refund.isPending} onClick={() => setConfirmRefund(true)}>
          Cancel and Refund
        </Button>
      ) : null}
      {side === 'talent' && status === 'held' && !p?.submitted_at && !disputed ? (
        <WithdrawFromDeal busy={withdraw.isPending} onConfirm={() => { if (p) withdraw.mutate(p.id); }}>
          <p>The {amount} held is refunded to the brand in full, and the deal is over: its deliverables close. Tell the brand why in Messages.</p>
        </WithdrawFromDeal>
      ) : null}
      <Modal
        open={confirmRefund}
        title="Cancel this deal and refund?"
        onClose={() => setConfirmRefund(false)}
        footer={
          <>
            <Button type="button" $variant="secondary" onClick={() => setConfirmRefund(false)}>Keep the Deal</Button>
            <Button type="button" onClick={() => { setConfirmRefund(false); if (p) refund.mutate({ dealPaymentId: p.id, killFee }); }}>Cancel and Refund</Button>
          </>
        }
      >
        {killFee ? (
          <p>
            No work has been submitted yet, but the contract is in force: under its cancellation terms {talentName} receives the kill fee
            of {formatPrice(killFee)}. The other {formatPrice(agreedCents - killFee)} of the {amount} held goes back to you, and {talentName} is told.
          </p>
        ) : (
          <p>No work has been submitted yet, so the {amount} held goes back to you and {talentName} is told.</p>
        )}
      </Modal>
    </Panel>
  );
}

/** A deal the brand cancelled after its contract was in force: the refund, and the kill fee the talent receives. */
function KillFeeNote({ payment, side, talentName }: { payment: DealPayment; side: 'brand' | 'talent'; talentName: string }) {
  const kill = payment.kill_fee_amount ?? 0;
  const back = formatPrice(payment.amount - kill, payment.currency);
  if (side === 'brand') {
    return <p>You cancelled this deal after the contract was in force: {back} was refunded to you, and the kill fee of {formatPrice(kill, payment.currency)} goes to {talentName}.</p>;
  }
  const net = formatPrice(netOfFee(kill), payment.currency);
  return (
    <p>
      The brand cancelled this deal after the contract was in force, so you receive its kill fee of {formatPrice(kill, payment.currency)}: {net} after
      Pitchside's {formatFeeRate()} platform fee.{' '}
      {payment.released_at ? 'It has been sent to your payout account' : payment.release_requested_at ? 'Set up payouts to receive it: it is sent as soon as Stripe has verified your payout account' : 'It is on its way'}{' '}
      (<Link to="/deals/earnings">Earnings</Link>).
    </p>
  );
}
