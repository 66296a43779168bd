import { z } from 'zod';
import { ACTIVE_SUBSCRIPTION_STATUSES, paidPlanFor } from 'shared-ui/billing';
import { callerId } from '../lib/auth';
import { must, mustOne } from '../lib/clients';
import { ensureCustomer } from '../lib/customers';
import type { Deps } from '../lib/deps';
import { badRequest, conflict, forbidden } from '../lib/errors';
import { parseBody, type HttpRequest, type HttpResult } from '../lib/http';
import { assertSiteUrl } from '../lib/urls';

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
  if (body.user_id !== caller) throw forbidden('You can only start a checkout for your own account.');
  const plan = paidPlanFor(body.plan_id, body.price_id);
  if (!plan) throw badRequest('Unknown plan or price: choose a plan on the pricing page.', 'unknown_plan');
  const successUrl = assertSiteUrl(body.success_url, deps.config.siteOrigins, 'success_url');
  const cancelUrl = assertSiteUrl(body.cancel_url, deps.config.siteOrigins, 'cancel_url');

  const { db, stripe } = deps;
  const current = must(
    await db.from('subscriptions').select('plan_id').eq('user_id', caller).in('status', [...ACTIVE_SUBSCRIPTION_STATUSES]).limit(1).maybeSingle(),
    'read subscriptions',
  );
  if (current) {
    throw conflict(
      current.plan_id === plan.id
        ? `You already have the ${plan.name} plan.`
        : 'You already have a paid plan. Cancel it from Subscription before choosing another one.',
      'already_subscribed',
    );
  }

  const customer = await ensureCustomer(deps, caller);
  const row = mustOne(
    await db.from('subscriptions').insert({ user_id: caller, plan_id: plan.id, price_id: plan.priceId, status: 'incomplete', stripe_customer_id: customer }).select('id').single(),
    'create subscription',
  );
  const metadata = { subscription_row_id: row.id, user_id: caller, plan_id: plan.id };
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      customer,
      client_reference_id: caller,
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: plan.priceUsd * 100, recurring: { interval: 'month' }, product_data: { name: `Pitchside ${plan.name}` } } }],
      subscription_data: { metadata },
      metadata,
      success_url: successUrl,
      cancel_url: cancelUrl,
    },
    { idempotencyKey: `checkout-${row.id}` },
  );
  must(await db.from('subscriptions').update({ stripe_checkout_session_id: session.id }).eq('id', row.id), 'save checkout session');
  return { status: 200, body: { checkout_url: session.url } };
}
