import Stripe from 'stripe';
import { must } from '../lib/clients';
import type { DealPayment } from '../lib/deal-payments';
import type { Deps } from '../lib/deps';
import { conflict } from '../lib/errors';
import type { HttpResult } from '../lib/http';
import { refusedWhileDisputed } from '../lib/deal-refund';
import { disputeHold } from '../lib/payouts';

/**
 * Refunding money already released to the talent: only an admin settling a dispute may, and only by taking
 * the transfer back first (Stripe's transfer reversal). When Stripe cannot (the talent has been paid out to
 * their bank), the refund is refused with the reason, and nothing changes.
 */
export async function refundAfterTransfer(deps: Deps, row: DealPayment, caller: string, asAdmin: boolean, reason: string): Promise<HttpResult> {
  if (!asAdmin) {
    throw conflict('This payment has already been released to the talent, so it cannot be cancelled. Contact support if there is a problem with the work.', 'not_held');
  }
  const payment = row.payment_id ? must(await deps.db.from('payments').select('stripe_payment_intent_id').eq('id', row.payment_id).maybeSingle(), 'read payment') : null;
  if (!payment?.stripe_payment_intent_id) throw conflict('Stripe has no record of this payment here, so it cannot be refunded from Pitchside.', 'unknown_payment');
  if (!row.stripe_transfer_id) {
    // released without a transfer (PAYOUT_MODE=record: paid out by hand): there is nothing to take back
    throw conflict(
      'This payment was paid out to the talent by hand, not through a Stripe transfer, so Pitchside cannot take it back: recover it from the talent first, then refund the brand in the Stripe dashboard.',
      'paid_by_hand',
    );
  }
  // a disputed charge cannot be refunded: reversing the transfer first would take the talent's money for nothing
  const dispute = await disputeHold(deps, row.id);
  if (dispute === 'open') throw refusedWhileDisputed();
  if (dispute === 'lost') {
    throw conflict("The card's bank already returned this payment to the cardholder (a lost dispute), so there is nothing left to refund.", 'dispute_lost');
  }
  try {
    await deps.stripe.transfers.createReversal(row.stripe_transfer_id, { metadata: { deal_payment_id: row.id } }, { idempotencyKey: `reversal-${row.id}` });
  } catch (e) {
    if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'balance_insufficient') {
      throw conflict(
        "The talent has already been paid out to their bank, so Stripe cannot take the transfer back and the brand cannot be refunded from Pitchside. Settle it with the talent, or refund from the platform's balance in the Stripe dashboard.",
        'already_paid_out',
      );
    }
    if (!(e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'transfer_already_reversed')) throw e;
  }
  const refund = await deps.stripe.refunds.create({ payment_intent: payment.stripe_payment_intent_id, metadata: { deal_payment_id: row.id } }, { idempotencyKey: `refund-${row.id}` });
  const now = deps.now().toISOString();
  must(
    await deps.db.from('deal_payments').update({ status: 'refunded', refunded_at: now, stripe_refund_id: refund.id, transfer_reversed_at: now, cancelled_by: 'admin' }).eq('id', row.id).eq('status', 'released'),
    'refund deal payment',
  );
  must(await deps.db.from('payments').update({ status: 'refunded' }).eq('id', row.payment_id!).eq('status', 'succeeded'), 'refund payment');
  must(
    await deps.db.from('admin_audit_log').insert({
      actor_id: caller, action: 'deal_payment.refund_after_transfer', target_type: 'deal_payment', target_id: row.id, reason,
      details: { amount: row.amount, net_reversed: row.net_amount, transfer: row.stripe_transfer_id, deal_id: row.deal_id },
    }),
    'audit refund',
  );
  return { status: 200, body: { status: 'refunded' } };
}
