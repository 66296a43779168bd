import type Stripe from 'stripe';
import type { Db } from '../lib/clients';
import { must } from '../lib/clients';

/** The payment succeeded: its row says so, and a deal it funds is now held. Each write is a no-op the second time. */
export async function paymentSucceeded(db: Db, refs: { paymentRowId?: string; sessionId?: string; intentId: string | null; dealPaymentId?: string }, at: string): Promise<void> {
  const filter = [refs.paymentRowId && `id.eq.${refs.paymentRowId}`, refs.sessionId && `stripe_checkout_session_id.eq.${refs.sessionId}`].filter(Boolean).join(',');
  if (filter) {
    must(
      await db.from('payments').update({ status: 'succeeded', stripe_event_at: at, ...(refs.intentId ? { stripe_payment_intent_id: refs.intentId } : {}) })
        .or(filter).in('status', ['pending', 'failed', 'canceled']),
      'payment succeeded',
    );
  }
  if (refs.dealPaymentId) {
    must(await db.from('deal_payments').update({ status: 'held', funded_at: at }).eq('id', refs.dealPaymentId).eq('status', 'awaiting_funding'), 'hold deal payment');
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

export async function chargeRefunded(db: Db, charge: Stripe.Charge, at: string): Promise<void> {
  const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intentId || !charge.refunded) return;
  const rows = must(
    await db.from('payments').update({ status: 'refunded', stripe_event_at: at }).eq('stripe_payment_intent_id', intentId).eq('status', 'succeeded').select('id'),
    'refund payment',
  );
  for (const row of rows ?? []) {
    must(await db.from('deal_payments').update({ status: 'refunded', refunded_at: at }).eq('payment_id', row.id).eq('status', 'held'), 'refund deal payment');
  }
}
