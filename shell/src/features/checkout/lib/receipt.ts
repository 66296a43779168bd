import { formatFeeRate, isOpenDispute, PLATFORM_FEE_BPS, platformFee } from 'shared-ui/billing';
import type { BillingRecord } from '../api/billing-record';

export type BillingTone = 'success' | 'warning' | 'danger' | 'neutral';

const REFUNDED_BECAUSE: Record<string, string> = { duplicate: 'Refunded (duplicate charge)', not_accepted: 'Refunded (the deal had ended)' };

/** What became of a payment, as the history and the receipt say it. */
export function billingStatus(r: Pick<BillingRecord, 'status' | 'refund_reason' | 'refunded_amount' | 'disputes'>): { label: string; tone: BillingTone } {
  const disputes = r.disputes ?? [];
  if (disputes.some(isOpenDispute)) return { label: 'Disputed', tone: 'warning' };
  if (disputes.some((d) => d.status === 'lost')) return { label: 'Charged back', tone: 'danger' };
  switch (r.status) {
    case 'succeeded': return r.refunded_amount ? { label: 'Partly refunded', tone: 'neutral' } : { label: 'Paid', tone: 'success' };
    case 'refunded': return { label: REFUNDED_BECAUSE[r.refund_reason ?? ''] ?? 'Refunded', tone: 'neutral' };
    case 'failed': return { label: 'Failed', tone: 'danger' };
    default: return { label: r.status, tone: 'neutral' };
  }
}

/** What the payment was for: a deal's funding (with its talent), a plan, or what the checkout said. */
export function billingPurpose(r: Pick<BillingRecord, 'description' | 'deal_payment' | 'metadata' | 'talent_name'>): { title: string; detail: string | null; kind: 'deal' | 'plan' | 'other' } {
  if (r.deal_payment) {
    return { kind: 'deal', title: `Deal funding: ${r.deal_payment.deal?.title ?? 'a deal'}`, detail: r.talent_name ? `Talent: ${r.talent_name}` : null };
  }
  if (r.metadata && typeof r.metadata.invoice_id === 'string') return { kind: 'plan', title: r.description ?? 'Pitchside plan', detail: 'Subscription' };
  return { kind: 'other', title: r.description ?? 'Payment', detail: null };
}

export interface ReceiptAmounts {
  /** What the card was charged, in cents. */
  total: number;
  /** For a deal: the platform fee inside the total (recorded at release, else the current rate), and what the talent receives. */
  fee: number | null;
  feeRate: string | null;
  toTalent: number | null;
  /** What went back to the card of a payment that stays paid, and the kill fee the talent kept of a cancelled deal. */
  refunded: number | null;
  killFee: number | null;
}

/**
 * The amounts on a receipt. The brand pays the agreed amount; Pitchside's fee comes out of it and the talent
 * receives the rest (the deal payment records the fee when it is released; until then the current rate applies).
 * A deal cancelled with a kill fee: the rest was refunded, and the fee comes out of the kill fee.
 */
export function receiptAmounts(r: Pick<BillingRecord, 'amount' | 'refunded_amount' | 'deal_payment'>): ReceiptAmounts {
  const dp = r.deal_payment;
  const refunded = r.refunded_amount ?? null;
  if (!dp) return { total: r.amount, fee: null, feeRate: null, toTalent: null, refunded, killFee: null };
  const paid = dp.kill_fee_amount ?? r.amount;
  const bps = dp.fee_bps ?? PLATFORM_FEE_BPS;
  const fee = dp.fee_amount ?? platformFee(paid, bps);
  return { total: r.amount, fee, feeRate: formatFeeRate(bps), toTalent: paid - fee, refunded, killFee: dp.kill_fee_amount };
}

/** The date a payment is billed on: when its charge was paid, else when it was made. */
export const billedAt = (r: Pick<BillingRecord, 'paid_at' | 'created_at'>) => r.paid_at ?? r.created_at;
