import Stripe from 'stripe';
import { must, mustOne, type Db } from './clients';
import type { DealPayment } from './deal-payments';
import type { Deps } from './deps';
import { conflict } from './errors';
import { disputeHolds, partlyRefunded, payKillFee, transferMadeFor } from './payouts';

export type CancelledBy = 'brand' | 'talent' | 'admin';
const isParty = (by: string | null | undefined): by is CancelledBy => by === 'brand' || by === 'talent' || by === 'admin';

const ENDED_BY: Record<CancelledBy, string> = {
  brand: 'The brand has already cancelled this deal, and its payment was refunded.',
  talent: 'The talent has already withdrawn from this deal, and its payment was refunded to the brand.',
  admin: 'An admin has already refunded this deal\'s payment.',
};

/**
 * Ends a held deal payment: refunds the charge to the brand, less `killFee` (which goes to the talent, lib/payouts
 * payKillFee), and records who cancelled. Invariant: a deal payment has at most one refund, made once: its
 * idempotency key is the deal payment's, and a refund Stripe already made for it (a retry, or another party's
 * cancellation that raced this one) is the one that counts: the caller whose cancellation lost is answered 409
 * with who ended the deal. Refuses with the reason a payment Stripe does not confirm, does not know, or that the
 * card's bank disputes.
 */
export async function refundHeld(deps: Deps, row: DealPayment, killFee: number, cancelledBy: CancelledBy): Promise<void> {
  const payment = row.payment_id ? must(await deps.db.from('payments').select('stripe_payment_intent_id').eq('id', row.payment_id).maybeSingle(), 'read payment') : null;
  const intentId = payment?.stripe_payment_intent_id;
  if (!intentId) throw conflict('This payment has not been confirmed by Stripe yet; try again in a minute.', 'not_confirmed');
  // the dispute decides where the money goes (Stripe refuses too, but the database knows of the dispute first)
  if (await disputeHolds(deps, row.id)) throw refusedWhileDisputed();
  // a release whose transfer went out but was not recorded yet (it was cut off, or is racing this): the money is the talent's
  if (await transferMadeFor(deps, row.id)) {
    throw conflict('This payment has already been sent to the talent, so it can no longer be refunded as held. Reload to see it released.', 'already_released');
  }
  const back = row.amount - killFee;
  if (back > 0) {
    await recordDealRefund(deps.db, await refundOnce(deps, { intentId, paymentId: row.payment_id }, row.id, back, killFee, cancelledBy), deps.now().toISOString());
  } else {
    // the kill fee is the whole charge: nothing goes back, so the row alone records the cancellation
    must(
      await deps.db.from('deal_payments').update({ status: 'refunded', refunded_at: deps.now().toISOString(), kill_fee_amount: killFee, cancelled_by: cancelledBy })
        .eq('id', row.id).eq('status', 'held'),
      'cancel deal payment',
    );
  }
  const stored = mustOne(
    await deps.db.from('deal_payments').select('id, status, amount, currency, deal_id, payee_id, payment_id, fee_bps, kill_fee_amount, released_at, cancelled_by').eq('id', row.id).single(),
    'read deal payment',
  );
  refuseIfEndedByAnother(stored, cancelledBy);
  if (stored.kill_fee_amount) await payKillFee(deps, stored);
}

export const refusedPartlyRefunded = () =>
  conflict('Part of this payment was refunded in the Stripe dashboard, so it no longer holds the agreed amount and cannot be released or refunded from Pitchside: an admin settles it in Stripe.', 'partly_refunded');

export const refusedWhileDisputed = () =>
  conflict("The card's bank disputed this payment, so it cannot be refunded while the dispute is open: the dispute decides where the money goes.", 'disputed');

/** A deal payment another party already ended: 409, saying who (a repeat of one's own cancellation is fine). */
export function refuseIfEndedByAnother(row: { status: string; cancelled_by: string | null }, cancelledBy: CancelledBy): void {
  if (row.status === 'refunded' && isParty(row.cancelled_by) && row.cancelled_by !== cancelledBy) throw conflict(ENDED_BY[row.cancelled_by], 'already_ended');
}

/**
 * The refund of this deal payment: the one Stripe already made for it, else a new one (refused when part of the
 * charge was refunded outside Pitchside: the agreed amount is no longer there to refund).
 */
async function refundOnce(
  deps: Deps, { intentId, paymentId }: { intentId: string; paymentId: string | null }, dealPaymentId: string, amount: number, killFee: number, cancelledBy: CancelledBy,
): Promise<Stripe.Refund> {
  const earlier = async () => (await deps.stripe.refunds.list({ payment_intent: intentId, limit: 100 })).data
    .find((r) => r.metadata?.deal_payment_id === dealPaymentId && r.metadata?.cancelled_by && r.status !== 'failed' && r.status !== 'canceled');
  const made = await earlier();
  if (made) return made;
  if (await partlyRefunded(deps, paymentId)) throw refusedPartlyRefunded();
  try {
    return await deps.stripe.refunds.create(
      { payment_intent: intentId, amount, metadata: { deal_payment_id: dealPaymentId, cancelled_by: cancelledBy, kill_fee: String(killFee) } },
      { idempotencyKey: `refund-${dealPaymentId}` },
    );
  } catch (e) {
    // another party's cancellation got to Stripe first (the same key, other parameters), or finished before this
    if (e instanceof Stripe.errors.StripeIdempotencyError || (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'charge_already_refunded')) {
      const theirs = await earlier();
      if (theirs) return theirs;
      if (e instanceof Stripe.errors.StripeIdempotencyError) throw conflict('This deal is being cancelled right now. Reload in a moment to see how it ended.', 'in_progress');
      throw conflict('This payment was already refunded in the Stripe dashboard, so there is nothing left to refund from Pitchside.', 'already_refunded');
    }
    // a payment made in another Stripe account or mode (or seeded locally) cannot be refunded through this one
    if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'resource_missing') {
      throw conflict('Stripe has no record of this payment here, so it cannot be refunded from Pitchside. Refund it in the Stripe dashboard.', 'unknown_payment');
    }
    if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'charge_disputed') throw refusedWhileDisputed();
    throw e;
  }
}

/**
 * Records a refund Pitchside made for a deal payment, from what the refund itself says (its metadata: the deal
 * payment, who cancelled, the kill fee): the function that made it and Stripe's charge.refunded both call this, so
 * whichever comes first ends the deal payment with the same facts, in one update (its notifications name who
 * cancelled), and the second changes nothing. False for any other refund.
 */
export async function recordDealRefund(db: Db, refund: Stripe.Refund, at: string): Promise<boolean> {
  const dealPaymentId = refund.metadata?.deal_payment_id;
  const by = refund.metadata?.cancelled_by;
  // a duplicate charge's refund names the deal payment too, but no one who cancelled
  if (!dealPaymentId || !isParty(by)) return false;
  const killFee = Number(refund.metadata?.kill_fee ?? 0);
  const ended = must(
    await db.from('deal_payments')
      .update({ status: 'refunded', refunded_at: at, stripe_refund_id: refund.id, kill_fee_amount: killFee > 0 ? killFee : null, cancelled_by: by })
      .eq('id', dealPaymentId).eq('status', 'held').select('payment_id'),
    'refund deal payment',
  );
  const paymentId = ended?.[0]?.payment_id;
  if (paymentId) {
    must(
      await db.from('payments').update(killFee > 0 ? { refunded_amount: refund.amount } : { status: 'refunded' }).eq('id', paymentId).eq('status', 'succeeded'),
      'refund payment',
    );
  }
  return true;
}
