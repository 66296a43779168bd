import { z } from 'zod';
import { ACTIVE_SUBSCRIPTION_STATUSES, paidPlanFor, planById } from 'shared-ui/billing';
import { callerId } from '../lib/auth';
import { assertInGoodStanding } from '../lib/standing';
import { must, mustOne } from '../lib/clients';
import { ensureCustomer } from '../lib/customers';
import type { Deps } from '../lib/deps';
import { badRequest, conflict, forbidden } from '../lib/errors';
import { parseBody, type HttpRequest, type HttpResult } from '../lib/http';
import { assertSiteUrl } from '../lib/urls';

/** How long a plan checkout stays payable: Stripe's shortest expiry. */
const CHECKOUT_MINUTES = 30;
/** A row still without its session after this long was left by a request that failed half-way. */
const ABANDONED_MS = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type PaidPlan = NonNullable<ReturnType<typeof paidPlanFor>>;

export const CheckoutBody = z.strictObject({
  user_id: z.uuid(),
  plan_id: z.string().min(1).max(40),
  price_id: z.string().min(1).max(100),
  success_url: z.string().max(2000),
  cancel_url: z.string().max(2000),
});

/** POST /create-checkout-session: a subscription checkout for the caller's chosen plan -> {checkout_url}. */
export async function createCheckoutSession(deps: Deps, req: HttpRequest): Promise<HttpResult> {
  const body = parseBody(req, CheckoutBody);
  const caller = await callerId(req.headers, deps.config);
  await assertInGoodStanding(deps, caller);
  if (body.user_id !== caller) throw forbidden('You can only start a checkout for your own account.');
  const plan = paidPlanFor(body.plan_id, body.price_id);
  if (!plan) throw badRequest('Unknown plan or price: choose a plan on the pricing page.', 'unknown_plan');
  const successUrl = assertSiteUrl(body.success_url, deps.config.siteOrigins, 'success_url');
  const cancelUrl = assertSiteUrl(body.cancel_url, deps.config.siteOrigins, 'cancel_url');

  let customer: string | undefined;
  for (let attempt = 0; ; attempt++) {
    const reused = await openPlanCheckout(deps, caller, plan);
    if (reused) return { status: 200, body: { checkout_url: reused } };
    customer ??= await ensureCustomer(deps, caller);
    const inserted = await deps.db.from('subscriptions')
      .insert({ user_id: caller, plan_id: plan.id, price_id: plan.priceId, status: 'incomplete', stripe_customer_id: customer }).select('id').single();
    // a racing request opened the user's one plan checkout first (unique index): answer as for that one
    if (inserted.error?.code === '23505' && attempt < 3) continue;
    const row = mustOne(inserted, 'create subscription');
    const metadata = { subscription_row_id: row.id, user_id: caller, plan_id: plan.id };
    const session = await deps.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer,
        client_reference_id: caller,
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: plan.priceUsd * 100, recurring: { interval: 'month' }, product_data: { name: `Pitchside ${plan.name}` } } }],
        subscription_data: { metadata },
        metadata,
        success_url: successUrl,
        cancel_url: cancelUrl,
        // an abandoned checkout holds the user's one plan slot only this long (Stripe's shortest)
        expires_at: Math.floor(deps.now().getTime() / 1000) + CHECKOUT_MINUTES * 60,
      },
      { idempotencyKey: `checkout-${row.id}` },
    );
    must(await deps.db.from('subscriptions').update({ stripe_checkout_session_id: session.id }).eq('id', row.id), 'save checkout session');
    return { status: 200, body: { checkout_url: session.url } };
  }
}

/**
 * One plan per user, live or being paid for. A live plan refuses a new checkout; an open checkout for the same
 * plan is handed out again, one for another plan refuses; a checkout Stripe has expired is closed here. Returns
 * the URL to reuse, or null when a new checkout may open.
 */
async function openPlanCheckout(deps: Deps, caller: string, plan: PaidPlan): Promise<string | null> {
  const { db, stripe } = deps;
  for (let waited = 0; ; waited += 200) {
    const current = must(
      await db.from('subscriptions').select('id, plan_id, status, created_at, stripe_checkout_session_id').eq('user_id', caller)
        .in('status', ['incomplete', ...ACTIVE_SUBSCRIPTION_STATUSES]).order('created_at', { ascending: false }).limit(1).maybeSingle(),
      'read subscriptions',
    );
    if (!current) return null;
    const name = planById(current.plan_id)?.name ?? current.plan_id;
    if (current.status !== 'incomplete') {
      throw conflict(
        current.plan_id === plan.id ? `You already have the ${plan.name} plan.` : 'You already have a paid plan. Cancel it from Subscription before choosing another one.',
        'already_subscribed',
      );
    }
    const close = async () => {
      must(await db.from('subscriptions').update({ status: 'canceled' }).eq('id', current.id).eq('status', 'incomplete'), 'close checkout');
      return null;
    };
    if (!current.stripe_checkout_session_id) {
      // another request is opening it right now
      if (deps.now().getTime() - Date.parse(current.created_at) > ABANDONED_MS) return close();
      if (waited >= 5_000) throw conflict('A checkout for your plan is being opened. Try again in a moment.', 'checkout_opening');
      await sleep(200);
      continue;
    }
    const session = await stripe.checkout.sessions.retrieve(current.stripe_checkout_session_id);
    if (session.status === 'expired') return close();
    if (session.status === 'complete') throw conflict(`Your payment for the ${name} plan is being confirmed. Refresh in a moment.`, 'payment_confirming');
    if (current.plan_id === plan.id && session.url) return session.url;
    throw conflict(
      `You already have a checkout open for the ${name} plan. Finish it, or choose another plan once it expires (${CHECKOUT_MINUTES} minutes after it opened).`,
      'checkout_open',
    );
  }
}
