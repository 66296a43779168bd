/** @jest-environment node */
import Stripe from 'stripe';
import { createCheckoutSession } from '../create-checkout-session/create-checkout-session';
import { httpFunction } from '../lib/http';
import { apiEvent, SITE, startHarness, type Harness } from '../testing/harness';
import { CLAIM_EXPIRES_MS } from './idempotency';
import { stripeWebhook } from './stripe-webhook';

jest.setTimeout(120_000);
const TYLER = '10000000-0000-4000-8000-000000000015';

describe('stripe-webhook', () => {
  let h: Harness;
  let subscriptionId: string;
  const signer = new Stripe('sk_test_local');
  beforeAll(async () => {
    h = await startHarness();
    const token = await h.token('tyler.brooks@pitchside.dev');
    const res = await h.call(createCheckoutSession, { user_id: TYLER, plan_id: 'pro', price_id: 'price_pro_monthly', success_url: `${SITE}/subscription?success=true`, cancel_url: `${SITE}/subscription?canceled=true` }, token);
    await h.pay(res.body.checkout_url);
    subscriptionId = (await h.deps.db.from('subscriptions').select('stripe_subscription_id').eq('user_id', TYLER).eq('status', 'active').single()).data!.stripe_subscription_id!;
  });
  afterAll(() => h.close());

  const subscriptionEvent = (id: string, created: number, status: string, cancelAtPeriodEnd = false) => JSON.stringify({
    id, object: 'event', type: 'customer.subscription.updated', created, api_version: '2025-09-30.clover', livemode: false,
    data: { object: { id: subscriptionId, object: 'subscription', status, customer: 'cus_x', cancel_at_period_end: cancelAtPeriodEnd, metadata: {}, items: { data: [] } } },
  });
  const deliver = (payload: string, signature?: string) =>
    h.call(stripeWebhook, payload, undefined, { 'stripe-signature': signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: h.deps.config.stripe.webhookSecret }) });
  const state = async () => (await h.deps.db.from('subscriptions').select('status, cancel_at_period_end').eq('stripe_subscription_id', subscriptionId).single()).data;

  test('a missing, forged or re-serialised signature is 400 and changes nothing', async () => {
    const payload = subscriptionEvent('evt_forged', Math.floor(Date.now() / 1000), 'canceled');
    expect(await h.call(stripeWebhook, payload)).toMatchObject({ status: 400, body: { error: { code: 'missing_signature' } } });
    const wrongSecret = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_attacker' });
    expect(await deliver(payload, wrongSecret)).toMatchObject({ status: 400, body: { error: { code: 'invalid_signature' } } });
    const signed = signer.webhooks.generateTestHeaderString({ payload, secret: h.deps.config.stripe.webhookSecret });
    expect(await deliver(JSON.stringify(JSON.parse(payload), null, 2), signed)).toMatchObject({ status: 400 });
    expect(await state()).toEqual({ status: 'active', cancel_at_period_end: false });
  });

  test('a base64-encoded body (as API Gateway may send it) is verified on its decoded bytes', async () => {
    const payload = subscriptionEvent('evt_b64', Math.floor(Date.now() / 1000) + 1, 'active');
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: h.deps.config.stripe.webhookSecret });
    const event = { ...apiEvent(Buffer.from(payload).toString('base64'), { 'stripe-signature': signature }), isBase64Encoded: true };
    const out = await httpFunction('t', () => h.deps.config, (req) => stripeWebhook(h.deps, req), () => undefined)(event);
    expect(out).toMatchObject({ statusCode: 200 });
  });

  test('a replayed event is acknowledged and changes nothing; an older event arriving late keeps the newer state', async () => {
    const t = Math.floor(Date.now() / 1000) + 100;
    const newer = subscriptionEvent('evt_newer', t + 10, 'active', true);
    const older = subscriptionEvent('evt_older', t, 'past_due', false);
    expect(await deliver(newer)).toEqual({ status: 200, body: { received: true } });
    expect(await state()).toEqual({ status: 'active', cancel_at_period_end: true });
    expect(await deliver(older)).toEqual({ status: 200, body: { received: true } });
    expect(await state()).toEqual({ status: 'active', cancel_at_period_end: true });

    const cancel = subscriptionEvent('evt_cancel', t + 20, 'canceled', true);
    expect(await deliver(cancel)).toEqual({ status: 200, body: { received: true } });
    expect(await state()).toEqual({ status: 'canceled', cancel_at_period_end: true });
    // Stripe delivers the newer one again: nothing moves
    expect(await deliver(newer)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await state()).toEqual({ status: 'canceled', cancel_at_period_end: true });
    const events = await h.deps.db.from('stripe_events').select('id, status').in('id', ['evt_newer', 'evt_older', 'evt_cancel']).order('id');
    expect(events.data).toEqual([{ id: 'evt_cancel', status: 'processed' }, { id: 'evt_newer', status: 'processed' }, { id: 'evt_older', status: 'processed' }]);
  });

  test("an invoice for a subscription not linked yet fails, so Stripe retries it; once linked it is recorded once", async () => {
    const invoice = (id: string) => JSON.stringify({
      id, object: 'event', type: 'invoice.paid', created: Math.floor(Date.now() / 1000) + 200, livemode: false,
      data: { object: { id: 'in_early', object: 'invoice', amount_paid: 1900, amount_due: 1900, currency: 'usd', parent: { subscription_details: { subscription: 'sub_not_linked_yet', metadata: {} } } } },
    });
    expect((await deliver(invoice('evt_early'))).status).toBe(500);
    expect((await h.deps.db.from('stripe_events').select('id').eq('id', 'evt_early')).data).toEqual([]);
    await h.deps.db.from('subscriptions').update({ stripe_subscription_id: 'sub_not_linked_yet' }).eq('stripe_subscription_id', subscriptionId);
    expect(await deliver(invoice('evt_early'))).toEqual({ status: 200, body: { received: true } });
    expect(await deliver(invoice('evt_early'))).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect((await h.deps.db.from('payments').select('amount').eq('metadata->>invoice_id', 'in_early')).data).toEqual([{ amount: 1900 }]);
    await h.deps.db.from('subscriptions').update({ stripe_subscription_id: subscriptionId }).eq('stripe_subscription_id', 'sub_not_linked_yet');
  });

  test('an invoice Stripe paid on a retry after it failed: its one payment reads succeeded, not failed', async () => {
    const invoice = (evt: string, type: 'invoice.payment_failed' | 'invoice.paid', created: number) => JSON.stringify({
      id: evt, object: 'event', type, created, livemode: false,
      data: { object: { id: 'in_retried', object: 'invoice', amount_paid: type === 'invoice.paid' ? 1900 : 0, amount_due: 1900, currency: 'usd', parent: { subscription_details: { subscription: subscriptionId, metadata: {} } } } },
    });
    const t = Math.floor(Date.now() / 1000) + 400;
    const payment = async () => (await h.deps.db.from('payments').select('status, amount').eq('metadata->>invoice_id', 'in_retried')).data;
    expect(await deliver(invoice('evt_invoice_failed', 'invoice.payment_failed', t))).toEqual({ status: 200, body: { received: true } });
    expect(await payment()).toEqual([{ status: 'failed', amount: 1900 }]);
    expect(await deliver(invoice('evt_invoice_paid', 'invoice.paid', t + 3600))).toEqual({ status: 200, body: { received: true } });
    expect(await payment()).toEqual([{ status: 'succeeded', amount: 1900 }]);
  });

  test('an event whose first delivery was cut off mid-way (a timeout: its claim never let go) is applied by a later delivery, not refused for days', async () => {
    const payload = subscriptionEvent('evt_cut_off', Math.floor(Date.now() / 1000) + 300, 'active', false);
    const claim = { id: 'evt_cut_off', type: 'customer.subscription.updated', status: 'processing' };
    expect((await h.deps.db.from('stripe_events').insert({ ...claim, processed_at: new Date().toISOString() })).error).toBeNull();
    // still being applied, as far as anyone can tell: Stripe is asked to try again later
    expect(await deliver(payload)).toMatchObject({ status: 409, body: { error: { code: 'in_progress' } } });
    expect((await h.deps.db.from('stripe_events').update({ processed_at: new Date(Date.now() - CLAIM_EXPIRES_MS - 1000).toISOString() }).eq('id', 'evt_cut_off')).error).toBeNull();
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true } });
    expect((await h.deps.db.from('stripe_events').select('status, attempts').eq('id', 'evt_cut_off').single()).data).toEqual({ status: 'processed', attempts: 2 });
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, duplicate: true } });
  });

  test('an event of a kind Pitchside does not act on is acknowledged', async () => {
    const payload = JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', created: 1, data: { object: { id: 'cus_1', object: 'customer' } } });
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true } });
  });
});
