import Stripe from 'stripe';
import { must } from './clients';
import type { DealPayment } from './deal-payments';
import type { Deps } from './deps';
import { conflict } from './errors';
import { payKillFee } from './payouts';

export type CancelledBy = 'brand' | 'talent' | 'admin';

/**
 * Ends a held deal payment: refunds the charge to the brand, less `killFee` (which goes to the talent, lib/payouts
 * payKillFee), once (Stripe's idempotency key; the row moves from held once), and records who cancelled. Refuses
 * with the reason a payment Stripe does not confirm, does not know, or that the card's bank disputes.
 */
export async function refundHeld(deps: Deps, row: DealPayment, killFee: number, cancelledBy: CancelledBy): Promise<void> {
  const payment = row.payment_id ? must(await deps.db.from('payments').select('stripe_payment_intent_id').eq('id', row.payment_id).maybeSingle(), 'read payment') : null;
  if (!payment?.stripe_payment_intent_id) throw conflict('This payment has not been confirmed by Stripe yet; try again in a minute.', 'not_confirmed');
  const back = row.amount - killFee;
  let refund: Stripe.Refund | null = null;
  try {
    if (back > 0) {
      refund = killFee
        ? await deps.stripe.refunds.create({ payment_intent: payment.stripe_payment_intent_id, amount: back, metadata: { deal_payment_id: row.id, kill_fee: String(killFee) } }, { idempotencyKey: `refund-${row.id}-less-kill-fee` })
        : await deps.stripe.refunds.create({ payment_intent: payment.stripe_payment_intent_id, metadata: { deal_payment_id: row.id } }, { idempotencyKey: `refund-${row.id}` });
    }
  } catch (e) {
    // a payment made in another Stripe account or mode (or seeded locally) cannot be refunded through this one
    if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'resource_missing') {
      throw conflict('Stripe has no record of this payment here, so it cannot be refunded from Pitchside. Refund it in the Stripe dashboard.', 'unknown_payment');
    }
    if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'charge_disputed') {
      throw conflict("The card's bank disputed this payment, so it cannot be refunded while the dispute is open: the dispute decides where the money goes.", 'disputed');
    }
    throw e;
  }
  must(
    await deps.db.from('deal_payments')
      .update({ status: 'refunded', refunded_at: deps.now().toISOString(), stripe_refund_id: refund?.id ?? null, kill_fee_amount: killFee || null, cancelled_by: cancelledBy })
      .eq('id', row.id).eq('status', 'held'),
    'refund deal payment',
  );
  must(
    await deps.db.from('payments').update(killFee ? { refunded_amount: back || null } : { status: 'refunded' }).eq('id', row.payment_id!).eq('status', 'succeeded'),
    'refund payment',
  );
  if (killFee) await payKillFee(deps, { ...row, status: 'refunded', kill_fee_amount: killFee, released_at: null });
}
