import Stripe from 'stripe';
import { planById } from 'shared-ui/billing';
import type { Db } from '../lib/clients';
import { must, mustOne } from '../lib/clients';
import type { Deps } from '../lib/deps';
import { recordReceipt } from '../lib/receipts';
import { refundInFull } from './apply-payment-event';

type Money = Pick<Deps, 'db' | 'stripe'>;
/** The states in which a plan counts as the user's one plan (besides one being paid for, 'incomplete'). */
const LIVE: Status[] = ['trialing', 'active', 'past_due'];

type Status = 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid';
const STATUS: Record<string, Status> = {
  incomplete: 'incomplete', incomplete_expired: 'canceled', trialing: 'trialing', active: 'active',
  past_due: 'past_due', canceled: 'canceled', unpaid: 'unpaid', paused: 'unpaid',
};
const iso = (unix: number | null | undefined) => (unix ? new Date(unix * 1000).toISOString() : null);

/** Only a row whose last applied event is not newer than this one changes: late events never regress state. */
function notNewerThan(at: string) {
  return `stripe_event_at.is.null,stripe_event_at.lte.${at}`;
}

/** The row a Stripe subscription belongs to: named in its metadata at checkout, or linked since. */
async function rowIdOf(db: Db, sub: { id: string; metadata?: Record<string, string> | null }): Promise<string | undefined> {
  const linked = must(await db.from('subscriptions').select('id').eq('stripe_subscription_id', sub.id).maybeSingle(), 'find subscription');
  return linked?.id ?? sub.metadata?.subscription_row_id;
}

/**
 * Whether the plan on this row is a second one: it was cancelled as a duplicate, or the user already has
 * another live plan. One plan per user: the first one paid stays, a later one is cancelled and refunded.
 */
async function isDuplicate(db: Db, rowId: string): Promise<boolean> {
  const row = must(await db.from('subscriptions').select('user_id, cancel_reason').eq('id', rowId).maybeSingle(), 'read subscription');
  if (!row) return false;
  if (row.cancel_reason === 'duplicate') return true;
  const other = must(
    await db.from('subscriptions').select('id').eq('user_id', row.user_id).neq('id', rowId).in('status', LIVE).limit(1).maybeSingle(),
    'read other plans',
  );
  return !!other;
}

/** Cancels a duplicate plan at Stripe at once (idempotent) and records why on its row. */
async function cancelDuplicate({ db, stripe }: Money, rowId: string, subscriptionId: string, at: string): Promise<void> {
  try {
    await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `duplicate-${subscriptionId}` });
  } catch (e) {
    if (!(e instanceof Stripe.errors.StripeInvalidRequestError)) throw e;
    const sub = await stripe.subscriptions.retrieve(subscriptionId);
    if (sub.status !== 'canceled') throw e;
  }
  must(
    await db.from('subscriptions').update({ status: 'canceled', cancel_reason: 'duplicate', stripe_subscription_id: subscriptionId, stripe_event_at: at }).eq('id', rowId),
    'cancel duplicate subscription',
  );
}

/**
 * Writes a state that makes the row the user's plan. The database keeps one plan per user live or being paid
 * for: if another row is only being paid for (an open checkout), that checkout is expired through Stripe and
 * the row closed, so the plan that was paid wins; the write is then tried once more.
 */
type Write = () => PromiseLike<{ data: unknown; error: { message: string; code?: string } | null }>;
async function writeLive({ db, stripe }: Money, rowId: string, write: Write): Promise<void> {
  const first = await write();
  if (first.error?.code !== '23505') return void must(first, 'apply subscription');
  const row = mustOne(await db.from('subscriptions').select('user_id').eq('id', rowId).single(), 'read subscription');
  const pending = must(
    await db.from('subscriptions').select('id, stripe_checkout_session_id').eq('user_id', row.user_id).neq('id', rowId).eq('status', 'incomplete'),
    'read pending plans',
  );
  for (const other of pending ?? []) {
    if (other.stripe_checkout_session_id) {
      try {
        await stripe.checkout.sessions.expire(other.stripe_checkout_session_id);
      } catch (e) {
        if (!(e instanceof Stripe.errors.StripeInvalidRequestError)) throw e;
      }
    }
    must(await db.from('subscriptions').update({ status: 'canceled' }).eq('id', other.id).eq('status', 'incomplete'), 'close pending plan');
  }
  must(await write(), 'apply subscription');
}

export async function applySubscription(deps: Money, sub: Stripe.Subscription, at: string): Promise<void> {
  const { db } = deps;
  const item = sub.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_start?: number; current_period_end?: number }) | undefined;
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
  const rowId = await rowIdOf(db, sub);
  if (!rowId) return;
  const status = STATUS[sub.status] ?? 'unpaid';
  if (LIVE.includes(status) && (await isDuplicate(db, rowId))) return cancelDuplicate(deps, rowId, sub.id, at);
  const update = () => db.from('subscriptions').update({
    stripe_subscription_id: sub.id,
    stripe_customer_id: typeof sub.customer === 'string' ? sub.customer : sub.customer?.id,
    status,
    cancel_at_period_end: sub.cancel_at_period_end,
    current_period_start: iso(item?.current_period_start ?? legacy.current_period_start),
    current_period_end: iso(item?.current_period_end ?? legacy.current_period_end),
    stripe_event_at: at,
  }).eq('id', rowId).or(notNewerThan(at));
  if (LIVE.includes(status)) return writeLive(deps, rowId, update);
  must(await update(), 'apply subscription');
}

/** The checkout finished: the row learns its Stripe subscription; the subscription events carry its state. */
export async function linkSubscriptionCheckout(deps: Money, session: Stripe.Checkout.Session, at: string): Promise<void> {
  const { db } = deps;
  const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  if (!subscriptionId) return;
  must(
    await db.from('subscriptions').update({ stripe_subscription_id: subscriptionId }).eq('stripe_checkout_session_id', session.id).is('stripe_subscription_id', null),
    'link subscription',
  );
  const row = must(await db.from('subscriptions').select('id').eq('stripe_checkout_session_id', session.id).maybeSingle(), 'read subscription');
  if (!row) return;
  if (await isDuplicate(db, row.id)) return cancelDuplicate(deps, row.id, subscriptionId, at);
  await writeLive(deps, row.id, () =>
    db.from('subscriptions').update({ status: 'active', stripe_event_at: at }).eq('id', row.id).eq('status', 'incomplete').or(notNewerThan(at)));
}

export async function expireSubscriptionCheckout(db: Db, session: Stripe.Checkout.Session, at: string): Promise<void> {
  must(await db.from('subscriptions').update({ status: 'canceled', stripe_event_at: at }).eq('stripe_checkout_session_id', session.id).eq('status', 'incomplete'), 'expire checkout');
}

/** An invoice paid (or failed) sets the plan's state and goes into the payer's payment history, once per invoice. */
export async function applyInvoice(deps: Money, invoice: Stripe.Invoice, paid: boolean, at: string): Promise<void> {
  const { db, stripe } = deps;
  const legacy = invoice as unknown as { subscription?: string | null };
  const details = invoice.parent?.subscription_details;
  const subscriptionId = details?.subscription ?? legacy.subscription;
  const id = typeof subscriptionId === 'string' ? subscriptionId : subscriptionId?.id;
  if (!id) return;
  // Stripe sends the checkout's events at once: the row may not know its Stripe id yet, but the metadata names it
  const rowId = await rowIdOf(db, { id, metadata: details?.metadata ?? null });
  const sub = rowId ? must(await db.from('subscriptions').select('id, user_id, plan_id').eq('id', rowId).maybeSingle(), 'read subscription') : null;
  // not ours yet: failing makes Stripe deliver it again, by when the checkout has been linked
  if (!sub) throw new Error(`invoice ${invoice.id}: no subscription row for ${id} yet`);
  // a second plan's invoice: the plan is cancelled and what it took is given back
  const duplicate = paid && (await isDuplicate(db, sub.id));
  // the payment intent that paid it: its charge is the plan payment's receipt
  const paidIntents: string[] = [];
  if (paid && invoice.id) {
    const payments = await stripe.invoicePayments.list({ invoice: invoice.id, status: 'paid' });
    for (const p of payments.data) {
      const pi = p.payment.payment_intent;
      const intentId = typeof pi === 'string' ? pi : pi?.id;
      if (intentId) paidIntents.push(intentId);
    }
  }
  let refund: { intentId: string; refundId: string | null } | null = null;
  if (duplicate) {
    await cancelDuplicate(deps, sub.id, id, at);
    for (const intentId of paidIntents) {
      refund = { intentId, refundId: await refundInFull(stripe, intentId, 'duplicate', { invoice_id: invoice.id!, subscription_row_id: sub.id }) };
    }
  } else {
    await writeLive(deps, sub.id, () =>
      db.from('subscriptions').update({ status: paid ? 'active' : 'past_due', stripe_subscription_id: id, stripe_event_at: at })
        .eq('id', sub.id).neq('status', 'canceled').or(notNewerThan(at)));
  }
  if (!invoice.id) return;
  const intentId = refund?.intentId ?? paidIntents[0] ?? null;
  let recorded = must(await db.from('payments').select('id').eq('metadata->>invoice_id', invoice.id).maybeSingle(), 'read invoice payment');
  if (recorded && paid && !duplicate) {
    // Stripe's retry paid an invoice that had failed: its payment went through (a later failure never undoes that)
    must(
      await db.from('payments').update({ status: 'succeeded', amount: invoice.amount_paid, stripe_event_at: at, ...(intentId ? { stripe_payment_intent_id: intentId } : {}) })
        .eq('id', recorded.id).eq('status', 'failed'),
      'invoice paid on retry',
    );
  }
  if (!recorded) {
    const plan = planById(sub.plan_id);
    recorded = mustOne(
      await db.from('payments').insert({
        user_id: sub.user_id,
        amount: paid ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency,
        description: `Pitchside ${plan?.name ?? sub.plan_id}: monthly plan`,
        status: duplicate ? 'refunded' : paid ? 'succeeded' : 'failed',
        metadata: { invoice_id: invoice.id, subscription_id: id },
        // the charge's later events (a refund, a dispute) find the payment by its payment intent
        ...(intentId ? { stripe_payment_intent_id: intentId } : {}),
        ...(duplicate ? { refund_reason: 'duplicate', stripe_refund_id: refund?.refundId ?? null } : {}),
        stripe_event_at: at,
      }).select('id').single(),
      'record invoice payment',
    );
  }
  // once per charge: a redelivered invoice.paid finds the receipt already there
  if (intentId) await recordReceipt(deps, intentId, recorded.id);
}
