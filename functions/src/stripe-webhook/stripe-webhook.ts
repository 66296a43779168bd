import type Stripe from 'stripe';
import type { Deps } from '../lib/deps';
import { badRequest, conflict } from '../lib/errors';
import type { HttpRequest, HttpResult } from '../lib/http';
import { chargeRefunded, chargeSucceeded, checkoutExpired, paymentFailed, paymentSucceeded } from './apply-payment-event';
import { applyConnectEvent } from './apply-connect-event';
import { applyInvoice, applySubscription, expireSubscriptionCheckout, linkSubscriptionCheckout } from './apply-subscription-event';
import { claimEvent, finishEvent, releaseEvent } from './idempotency';

/** The events Pitchside acts on; any other verified event is recorded and acknowledged. */
export async function applyEvent(deps: Deps, event: Stripe.Event): Promise<void> {
  const { db } = deps;
  const at = new Date(event.created * 1000).toISOString();
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = event.data.object;
      if (s.mode === 'subscription') return linkSubscriptionCheckout(deps, s, at);
      // a delayed payment method completes the checkout unpaid: nothing is held until payment_intent.succeeded
      if (s.payment_status !== 'paid') return;
      const intentId = typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null);
      return paymentSucceeded(deps, { paymentRowId: s.metadata?.payment_row_id, sessionId: s.id, intentId, dealPaymentId: s.metadata?.deal_payment_id }, at);
    }
    case 'checkout.session.expired': {
      const s = event.data.object;
      return s.mode === 'subscription' ? expireSubscriptionCheckout(db, s, at) : checkoutExpired(db, s, at);
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscription(deps, event.data.object, at);
    case 'invoice.paid':
      return applyInvoice(deps, event.data.object, true, at);
    case 'invoice.payment_failed':
      return applyInvoice(deps, event.data.object, false, at);
    case 'payment_intent.succeeded': {
      const pi = event.data.object;
      return paymentSucceeded(deps, { paymentRowId: pi.metadata?.payment_row_id, intentId: pi.id, dealPaymentId: pi.metadata?.deal_payment_id }, at);
    }
    case 'payment_intent.payment_failed':
      return paymentFailed(db, event.data.object, at);
    case 'charge.succeeded':
      return chargeSucceeded(deps, event.data.object);
    case 'charge.refunded':
      return chargeRefunded(deps, event.data.object, at);
    default:
      return applyConnectEvent(deps, event);
  }
}

/** The platform endpoint's secret, else a separate Connect endpoint's (connected accounts' events), when set. */
async function verified(deps: Deps, body: string, signature: string): Promise<Stripe.Event> {
  const { webhookSecret, connectWebhookSecret } = deps.config.stripe;
  try {
    return await deps.stripe.webhooks.constructEventAsync(body, signature, webhookSecret);
  } catch (e) {
    if (!connectWebhookSecret) throw e;
    return deps.stripe.webhooks.constructEventAsync(body, signature, connectWebhookSecret);
  }
}

/** POST /stripe-webhook: verify the signature on the raw body, apply each event once, acknowledge. */
export async function stripeWebhook(deps: Deps, req: HttpRequest): Promise<HttpResult> {
  const signature = req.headers['stripe-signature'];
  if (!signature) throw badRequest('Missing Stripe-Signature header.', 'missing_signature');
  let event: Stripe.Event;
  try {
    event = await verified(deps, req.body, signature);
  } catch {
    throw badRequest('The Stripe signature does not match this body.', 'invalid_signature');
  }
  const claim = await claimEvent(deps.db, event, deps.now());
  if (claim === 'done') return { status: 200, body: { received: true, duplicate: true } };
  if (claim === 'in_progress') throw conflict('This event is being applied; try again shortly.', 'in_progress');
  try {
    await applyEvent(deps, event);
  } catch (e) {
    await releaseEvent(deps.db, event.id);
    throw e;
  }
  await finishEvent(deps.db, event.id);
  return { status: 200, body: { received: true } };
}
