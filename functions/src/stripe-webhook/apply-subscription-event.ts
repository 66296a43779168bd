import type Stripe from 'stripe';
import { planById } from 'shared-ui/billing';
import type { Db } from '../lib/clients';
import { must } from '../lib/clients';

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

export async function applySubscription(db: Db, sub: Stripe.Subscription, at: string): Promise<void> {
  const item = sub.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_start?: number; current_period_end?: number }) | undefined;
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
  const rowId = await rowIdOf(db, sub);
  if (!rowId) return;
  must(
    await db.from('subscriptions').update({
      stripe_subscription_id: sub.id,
      stripe_customer_id: typeof sub.customer === 'string' ? sub.customer : sub.customer?.id,
      status: STATUS[sub.status] ?? 'unpaid',
      cancel_at_period_end: sub.cancel_at_period_end,
      current_period_start: iso(item?.current_period_start ?? legacy.current_period_start),
      current_period_end: iso(item?.current_period_end ?? legacy.current_period_end),
      stripe_event_at: at,
    }).eq('id', rowId).or(notNewerThan(at)),
    'apply subscription',
  );
}

/** The checkout finished: the row learns its Stripe subscription; the subscription events carry its state. */
export async function linkSubscriptionCheckout(db: Db, session: Stripe.Checkout.Session, at: string): Promise<void> {
  const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
  if (!subscriptionId) return;
  must(
    await db.from('subscriptions').update({ stripe_subscription_id: subscriptionId }).eq('stripe_checkout_session_id', session.id).is('stripe_subscription_id', null),
    'link subscription',
  );
  must(
    await db.from('subscriptions').update({ status: 'active', stripe_event_at: at }).eq('stripe_checkout_session_id', session.id).eq('status', 'incomplete').or(notNewerThan(at)),
    'activate subscription',
  );
}

export async function expireSubscriptionCheckout(db: Db, session: Stripe.Checkout.Session, at: string): Promise<void> {
  must(await db.from('subscriptions').update({ status: 'canceled', stripe_event_at: at }).eq('stripe_checkout_session_id', session.id).eq('status', 'incomplete'), 'expire checkout');
}

/** An invoice paid (or failed) sets the plan's state and goes into the payer's payment history, once per invoice. */
export async function applyInvoice(db: Db, invoice: Stripe.Invoice, paid: boolean, at: string): Promise<void> {
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
  must(
    await db.from('subscriptions').update({ status: paid ? 'active' : 'past_due', stripe_subscription_id: id, stripe_event_at: at })
      .eq('id', sub.id).neq('status', 'canceled').or(notNewerThan(at)),
    'apply invoice',
  );
  if (!invoice.id) return;
  const recorded = must(await db.from('payments').select('id').eq('metadata->>invoice_id', invoice.id).maybeSingle(), 'read invoice payment');
  if (recorded) return;
  const plan = planById(sub.plan_id);
  must(
    await db.from('payments').insert({
      user_id: sub.user_id,
      amount: paid ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency,
      description: `Pitchside ${plan?.name ?? sub.plan_id}: monthly plan`,
      status: paid ? 'succeeded' : 'failed',
      metadata: { invoice_id: invoice.id, subscription_id: id },
      stripe_event_at: at,
    }),
    'record invoice payment',
  );
}
