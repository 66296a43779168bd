import { formatPrice } from 'shared-ui/billing';
import type { DealPayment } from '../api/deal-payment-query';

export interface TimelineStep {
  label: string;
  at: string | null;
}

/** The payment's story so far, in order: funded and held, work submitted, approved, then released or refunded. */
export function paymentTimeline(p: DealPayment | null): TimelineStep[] {
  if (!p || p.status === 'awaiting_funding') return [{ label: 'Waiting for the brand to fund the deal', at: null }];
  const steps: TimelineStep[] = [
    { label: 'Funded: held by Pitchside', at: p.funded_at },
    { label: 'Work submitted', at: p.submitted_at },
    { label: 'Work approved', at: p.approved_at },
  ];
  if (p.status === 'refunded' && p.kill_fee_amount) {
    return [steps[0]!, { label: 'Cancelled: refunded to the brand less the kill fee', at: p.refunded_at }, { label: 'Kill fee sent to the talent', at: p.released_at }];
  }
  if (p.status === 'refunded') return [steps[0]!, { label: 'Refunded to the brand', at: p.refunded_at }];
  steps.push({ label: p.release_reason === 'no_response' ? 'Released (no response from the brand within 7 days)' : 'Released to the talent', at: p.released_at });
  return steps;
}

/** The one-line state shown on the deal to both sides. */
export function paymentHeadline(p: DealPayment | null, amount: string): string {
  switch (p?.status) {
    case 'held':
      return `Funded: ${amount} held`;
    case 'released':
      return `Released: ${amount}`;
    case 'refunded':
      return p.kill_fee_amount ? `Cancelled: ${formatPrice(p.kill_fee_amount, p.currency)} kill fee` : `Refunded: ${amount}`;
    default:
      return 'Not funded yet';
  }
}
