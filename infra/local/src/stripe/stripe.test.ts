/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { parseStripeForm } from './form';
import { startStripeStandIn, type StripeStandIn } from './server';

const SECRET = 'whsec_test_standin';

/** A webhook endpoint that records what it got and answers with the next status in `answers` (then 200). */
async function endpoint(answers: number[] = []) {
  const received: { body: string; signature: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ body, signature: String(req.headers['stripe-signature']) });
      res.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received, close: () => new Promise((r) => server.close(r)) };
}

function sdk(s: StripeStandIn) {
  return new Stripe('sk_test_local', { host: '127.0.0.1', port: s.port, protocol: 'http', maxNetworkRetries: 0 });
}

async function pay(s: StripeStandIn, url: string, number: string) {
  const res = await fetch(url, {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number, expiry: '12 / 34', cvc: '123', name: 'Jordan Reyes' }),
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

describe('local Stripe stand-in, driven by the real stripe SDK', () => {
  let hook: Awaited<ReturnType<typeof endpoint>>;
  let s: StripeStandIn;
  beforeEach(async () => {
    hook = await endpoint();
    s = await startStripeStandIn({ webhookUrl: hook.url, webhookSecret: SECRET, retryDelays: [0.05, 0.05] });
  });
  afterEach(async () => {
    await s.close();
    await hook.close();
  });

  test('parses bracketed form keys into objects and arrays', () => {
    expect(parseStripeForm('line_items[0][price_data][unit_amount]=1900&line_items[0][quantity]=1&metadata[user_id]=u1&mode=payment')).toEqual({
      line_items: [{ price_data: { unit_amount: '1900' }, quantity: '1' }], metadata: { user_id: 'u1' }, mode: 'payment',
    });
  });

  test('a subscription checkout: the hosted page takes 4242, redirects to success_url, and signed events arrive', async () => {
    const stripe = sdk(s);
    const customer = await stripe.customers.create({ email: 'jordan@example.com', metadata: { user_id: 'u1' } });
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription', customer: customer.id, client_reference_id: 'u1',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 1900, recurring: { interval: 'month' }, product_data: { name: 'Pitchside Pro' } } }],
      subscription_data: { metadata: { plan_id: 'pro' } },
      success_url: 'http://localhost:3000/subscription?success=true&session_id={CHECKOUT_SESSION_ID}', cancel_url: 'http://localhost:3000/subscription?canceled=true',
    });
    expect(session).toMatchObject({ object: 'checkout.session', status: 'open', amount_total: 1900, customer: customer.id });
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('$19.00');
    expect(page).toContain('href="http://localhost:3000/subscription?canceled=true"');

    const declined = await pay(s, session.url!, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined.');
    const paid = await pay(s, session.url!, '4242 4242 4242 4242');
    expect(paid).toMatchObject({ status: 303, location: `http://localhost:3000/subscription?success=true&session_id=${session.id}` });

    await s.webhooks.idle();
    const events = hook.received.map((r) => stripe.webhooks.constructEvent(r.body, r.signature, SECRET));
    // Stripe does not promise an order, and neither does the stand-in (each delivery is its own request)
    expect(events.map((e) => e.type).sort()).toEqual(['charge.succeeded', 'checkout.session.completed', 'customer.subscription.created', 'invoice.paid', 'payment_intent.payment_failed']);
    const sub = events.find((e) => e.type === 'customer.subscription.created')!.data.object as Stripe.Subscription;
    expect(sub).toMatchObject({ status: 'active', customer: customer.id, metadata: { plan_id: 'pro' } });
    expect((await stripe.checkout.sessions.retrieve(session.id)).subscription).toBe(sub.id);

    const updated = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect(updated.cancel_at_period_end).toBe(true);
    await s.webhooks.idle();
    expect(JSON.parse(hook.received.at(-1)!.body).type).toBe('customer.subscription.updated');
  });

  test('a payment checkout, its refund and a Connect transfer', async () => {
    const stripe = sdk(s);
    const session = await stripe.checkout.sessions.create({
      mode: 'payment', line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 80000, product_data: { name: 'Deal funding' } } }],
      payment_intent_data: { metadata: { deal_payment_id: 'dp1' } }, success_url: 'http://localhost:3000/payment-success', cancel_url: 'http://localhost:3000/payment-canceled',
    });
    expect((await pay(s, session.url!, '4242424242424242')).location).toBe('http://localhost:3000/payment-success');
    const done = await stripe.checkout.sessions.retrieve(session.id);
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid' });
    // an Idempotency-Key replays its first answer, and is refused with other parameters (Stripe's idempotency_error)
    const part = await stripe.refunds.create({ payment_intent: String(done.payment_intent), amount: 30000 }, { idempotencyKey: 'refund-dp1' });
    expect(await stripe.refunds.create({ payment_intent: String(done.payment_intent), amount: 30000 }, { idempotencyKey: 'refund-dp1' })).toEqual(part);
    await expect(stripe.refunds.create({ payment_intent: String(done.payment_intent) }, { idempotencyKey: 'refund-dp1' })).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    const refund = await stripe.refunds.create({ payment_intent: String(done.payment_intent) });
    expect(refund).toMatchObject({ status: 'succeeded', amount: 50000 });
    expect((await stripe.refunds.list({ payment_intent: String(done.payment_intent) })).data.map((r) => r.id)).toEqual([refund.id, part.id]);
    await expect(stripe.refunds.create({ payment_intent: String(done.payment_intent) })).rejects.toMatchObject({ code: 'charge_already_refunded', statusCode: 400 });
    const events = async () => {
      await s.webhooks.idle();
      return hook.received.map((r) => JSON.parse(r.body) as { type: string; data: { object: { metadata: object } } });
    };
    expect((await events()).map((e) => e.type).sort()).toEqual(['charge.refunded', 'charge.refunded', 'charge.succeeded', 'checkout.session.completed', 'payment_intent.succeeded']);
    expect((await events()).find((e) => e.type === 'payment_intent.succeeded')!.data.object.metadata).toEqual({ deal_payment_id: 'dp1' });
    // the charge has Stripe's receipt_url: a page of the stand-in that shows the payment and, once refunded, the refund
    const charge = await stripe.charges.retrieve(String((await stripe.paymentIntents.retrieve(String(done.payment_intent))).latest_charge));
    expect(charge).toMatchObject({ amount: 80000, paid: true, refunded: true, amount_refunded: 80000, payment_intent: done.payment_intent });
    expect((await events()).find((e) => e.type === 'charge.succeeded')!.data.object).toMatchObject({ id: charge.id, receipt_url: charge.receipt_url, refunded: false });
    const receipt = await fetch(charge.receipt_url!);
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toMatch(/\$800\.00[\s\S]*Refunded/);
    expect((await fetch(charge.receipt_url!.replace(/[^/]+$/, Buffer.from('ch_unknown').toString('base64url')))).status).toBe(404);
  });

  test("Stripe's errors: missing key, missing param, unknown object, expired session", async () => {
    const noKey = await fetch(`${s.url}/v1/customers`, { method: 'POST' });
    expect(noKey.status).toBe(401);
    const stripe = sdk(s);
    await expect(stripe.checkout.sessions.create({ mode: 'payment', line_items: [] } as never)).rejects.toMatchObject({ statusCode: 400, param: 'success_url' });
    await expect(stripe.subscriptions.retrieve('sub_nope')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment', line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'x' } } }], success_url: 'http://localhost/ok',
    });
    await stripe.checkout.sessions.expire(session.id);
    expect((await pay(s, session.url!, '4242424242424242')).html).toContain('This checkout has expired.');
  });

  test('a failing endpoint gets the event again, freshly signed, until it answers 2xx', async () => {
    await s.close();
    await hook.close();
    hook = await endpoint([500, 503]);
    s = await startStripeStandIn({ webhookUrl: hook.url, webhookSecret: SECRET, retryDelays: [0.05, 0.05, 0.05] });
    s.webhooks.send(s.webhooks.event('account.updated', { id: 'acct_x', object: 'account' }, 'acct_x'));
    await s.webhooks.idle();
    expect(hook.received).toHaveLength(3);
    const first = JSON.parse(hook.received[0]!.body);
    expect(first).toMatchObject({ type: 'account.updated', account: 'acct_x' });
    expect(new Set(hook.received.map((r) => JSON.parse(r.body).id)).size).toBe(1);
    expect(s.webhooks.delivered).toEqual([expect.objectContaining({ type: 'account.updated', attempts: 3, status: 200 })]);
  });
});
