import Stripe from 'stripe';
import type { Deps } from '../lib/deps';
import type { Db } from '../lib/clients';
import { must } from '../lib/clients';
import { recordDealRefund } from '../lib/deal-refund';
import { recordReceipt } from '../lib/receipts';

type SucceededRefs = { paymentRowId?: string; sessionId?: string; intentId: string | null; dealPaymentId?: string };

/**
 * The payment succeeded: its row says so. A payment for a deal payment funds it (held), and the deal payment
 * records this payment, the one actually paid. Any other charge for a deal payment that already has its charge
 * (a second checkout paid) is refunded through Stripe and recorded as a duplicate: for every deal payment at
 * most one succeeded charge is kept. A charge for a deal that ended before it was funded (the talent withdrew,
 * with the brand's checkout still open) is refunded too ('not_accepted'). Each write is a no-op the second time.
 */
export async function paymentSucceeded(deps: Pick<Deps, 'db' | 'stripe'>, refs: SucceededRefs, at: string): Promise<void> {
  const { db } = deps;
  if (refs.dealPaymentId && refs.paymentRowId) {
    await dealPaymentSucceeded(deps, { ...refs, dealPaymentId: refs.dealPaymentId, paymentRowId: refs.paymentRowId }, at);
  } else {
    await otherPaymentSucceeded(db, refs, at);
  }
  // the receipt of the charge, whichever of the charge's events comes first
  if (refs.intentId) await recordReceipt(deps, refs.intentId, refs.paymentRowId);
}

async function otherPaymentSucceeded(db: Db, refs: SucceededRefs, at: string): Promise<void> {
  const filter = [refs.paymentRowId && `id.eq.${refs.paymentRowId}`, refs.sessionId && `stripe_checkout_session_id.eq.${refs.sessionId}`].filter(Boolean).join(',');
  if (filter) {
    must(
      await db.from('payments').update({ status: 'succeeded', stripe_event_at: at, ...(refs.intentId ? { stripe_payment_intent_id: refs.intentId } : {}) })
        .or(filter).in('status', ['pending', 'failed', 'canceled']),
      'payment succeeded',
    );
  }
}

async function dealPaymentSucceeded(
  { db, stripe }: Pick<Deps, 'db' | 'stripe'>,
  refs: SucceededRefs & { dealPaymentId: string; paymentRowId: string },
  at: string,
): Promise<void> {
  const ids = { deal_payment_id: refs.dealPaymentId, ...(refs.intentId ? { stripe_payment_intent_id: refs.intentId } : {}), ...(refs.sessionId ? { stripe_checkout_session_id: refs.sessionId } : {}) };
  if (await endedBeforeFunding(db, refs.dealPaymentId)) {
    if (!refs.intentId) return;
    const refundId = await refundInFull(stripe, refs.intentId, 'not_accepted', { deal_payment_id: refs.dealPaymentId, payment_row_id: refs.paymentRowId });
    must(
      await db.from('payments').update({ status: 'refunded', refund_reason: 'not_accepted', stripe_refund_id: refundId, stripe_event_at: at, ...ids })
        .eq('id', refs.paymentRowId).in('status', ['pending', 'failed', 'canceled']),
      'record refund of an ended deal',
    );
    return;
  }
  // the first charge to arrive funds it (one conditional update: of two racing charges exactly one wins)
  const funded = must(
    await db.from('deal_payments').update({ status: 'held', funded_at: at, payment_id: refs.paymentRowId })
      .eq('id', refs.dealPaymentId).eq('status', 'awaiting_funding').select('id'),
    'hold deal payment',
  );
  const kept = (funded ?? []).length > 0
    || must(await db.from('deal_payments').select('payment_id').eq('id', refs.dealPaymentId).maybeSingle(), 'read deal payment')?.payment_id === refs.paymentRowId;
  if (kept) {
    must(
      await db.from('payments').update({ status: 'succeeded', stripe_event_at: at, ...ids }).eq('id', refs.paymentRowId).in('status', ['pending', 'failed', 'canceled']),
      'payment succeeded',
    );
    return;
  }
  // a second charge for money already paid: give it back, and say so on its row
  if (!refs.intentId) return; // checkout.session.completed and payment_intent.succeeded both name it; nothing to refund without it
  const refundId = await refundInFull(stripe, refs.intentId, 'duplicate', { deal_payment_id: refs.dealPaymentId, payment_row_id: refs.paymentRowId });
  must(
    await db.from('payments').update({ status: 'refunded', refund_reason: 'duplicate', stripe_refund_id: refundId, stripe_event_at: at, ...ids })
      .eq('id', refs.paymentRowId).in('status', ['pending', 'failed', 'canceled']),
    'record duplicate refund',
  );
}

/** A deal payment not funded yet whose application is no longer accepted: nothing may be held for it. */
async function endedBeforeFunding(db: Db, dealPaymentId: string): Promise<boolean> {
  const row = must(await db.from('deal_payments').select('status, application:applications(status)').eq('id', dealPaymentId).maybeSingle(), 'read deal payment');
  return row?.status === 'awaiting_funding' && !!row.application && row.application.status !== 'accepted';
}

/** Refunds a charge that is not kept in full, once (Stripe's idempotency key; a charge already refunded is fine). */
export async function refundInFull(stripe: Stripe, intentId: string, why: 'duplicate' | 'not_accepted', metadata: Record<string, string>): Promise<string | null> {
  try {
    const refund = await stripe.refunds.create(
      { payment_intent: intentId, ...(why === 'duplicate' ? { reason: 'duplicate' as const } : {}), metadata },
      { idempotencyKey: `${why === 'duplicate' ? 'duplicate' : 'ended'}-${intentId}` },
    );
    return refund.id;
  } catch (e) {
    if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'charge_already_refunded') return null;
    throw e;
  }
}

/** A decline marks a pending payment failed; it never overrides a payment that went through. */
export async function paymentFailed(db: Db, intent: Stripe.PaymentIntent, at: string): Promise<void> {
  const rowId = intent.metadata?.payment_row_id;
  if (!rowId) return;
  must(await db.from('payments').update({ status: 'failed', stripe_event_at: at }).eq('id', rowId).eq('status', 'pending'), 'payment failed');
}

export async function checkoutExpired(db: Db, session: Stripe.Checkout.Session, at: string): Promise<void> {
  must(await db.from('payments').update({ status: 'canceled', stripe_event_at: at }).eq('stripe_checkout_session_id', session.id).in('status', ['pending', 'failed']), 'expire payment');
}

/** charge.succeeded: the receipt of the charge, recorded on the payment it paid (lib/receipts). */
export async function chargeSucceeded(deps: Pick<Deps, 'db' | 'stripe'>, charge: Stripe.Charge): Promise<void> {
  const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (intentId) await recordReceipt(deps, intentId);
}

/**
 * charge.refunded: a refund Pitchside made for a deal payment ends it with what the refund says (lib/deal-refund:
 * who cancelled, the kill fee), also when the function that made it stopped before recording it. A charge refunded
 * in full otherwise (the Stripe dashboard) refunds its payment, and the deal payment it funded; refunded in part,
 * its payment records how much (lib/payouts then releases nothing from it: an admin settles it).
 */
export async function chargeRefunded({ db, stripe }: Pick<Deps, 'db' | 'stripe'>, charge: Stripe.Charge, at: string): Promise<void> {
  const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intentId) return;
  const refunds = (await stripe.refunds.list({ payment_intent: intentId, limit: 100 })).data;
  let recorded = false;
  for (const refund of refunds) {
    if (await recordDealRefund(db, refund, at)) recorded = true;
  }
  if (recorded) return;
  if (!charge.refunded) {
    // part of the charge refunded outside Pitchside: the payment says how much, and what it funded no longer holds the agreed amount
    if (charge.amount_refunded > 0) {
      must(await db.from('payments').update({ refunded_amount: charge.amount_refunded, stripe_event_at: at }).eq('stripe_payment_intent_id', intentId).eq('status', 'succeeded'), 'partly refund payment');
    }
    return;
  }
  const rows = must(
    await db.from('payments').update({ status: 'refunded', stripe_event_at: at }).eq('stripe_payment_intent_id', intentId).eq('status', 'succeeded').select('id'),
    'refund payment',
  );
  for (const row of rows ?? []) {
    must(await db.from('deal_payments').update({ status: 'refunded', refunded_at: at }).eq('payment_id', row.id).eq('status', 'held'), 'refund deal payment');
  }
}
