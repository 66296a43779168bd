/** @jest-environment node */
import { manageSubscription } from '../manage-subscription/manage-subscription';
import { SITE, startHarness, type Harness } from '../testing/harness';
import { createCheckoutSession } from './create-checkout-session';

jest.setTimeout(120_000);
const CREATOR = '10000000-0000-4000-8000-000000000002';

describe('create-checkout-session', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.token('creator@pitchside.dev');
  });
  afterAll(() => h.close());

  const body = (over: Record<string, unknown> = {}) => ({
    user_id: CREATOR, plan_id: 'pro', price_id: 'price_pro_monthly',
    success_url: `${SITE}/subscription?success=true`, cancel_url: `${SITE}/subscription?canceled=true`, ...over,
  });

  test.each([
    ['no session', body(), undefined, 401, 'unauthorized'],
    ['a body that is not JSON', '{"user_id":', 'token', 400, 'invalid_json'],
    ['a missing field', { ...body(), plan_id: undefined }, 'token', 400, 'invalid_body'],
    ['a wrong type', body({ user_id: 42 }), 'token', 400, 'invalid_body'],
    ['an unknown field', body({ amount: 1 }), 'token', 400, 'invalid_body'],
    ["someone else's user_id", body({ user_id: '10000000-0000-4000-8000-000000000001' }), 'token', 403, 'forbidden'],
    ['a plan and a price that do not belong together', body({ price_id: 'price_elite_monthly' }), 'token', 400, 'unknown_plan'],
    ['the free plan', body({ plan_id: 'starter', price_id: 'price_starter_free' }), 'token', 400, 'unknown_plan'],
    ['an off-site success_url', body({ success_url: 'https://evil.example/phish' }), 'token', 400, 'off_site_url'],
    ['a cancel_url that is not a URL', body({ cancel_url: '/subscription' }), 'token', 400, 'invalid_url'],
  ])('%s is refused', async (_what, payload, auth, status, code) => {
    const res = await h.call(createCheckoutSession, payload, auth ? token : undefined);
    expect(res).toEqual({ status, body: { error: { code, message: expect.any(String) } } });
  });

  test('pay on the hosted page: the plan is active with its period; a second checkout is refused; cancel at period end', async () => {
    const res = await h.call(createCheckoutSession, body(), token);
    expect(res.status).toBe(200);
    expect(res.body.checkout_url).toMatch(/^http:\/\/localhost:\d+\/checkout\/cs_test_/);
    const pending = await h.deps.db.from('subscriptions').select('status, plan_id, stripe_customer_id').eq('user_id', CREATOR).eq('status', 'incomplete').single();
    expect(pending.data).toMatchObject({ plan_id: 'pro', stripe_customer_id: expect.stringMatching(/^cus_/) });
    // the seed's customer id is unknown to this Stripe: it was replaced rather than failing the checkout
    expect(pending.data!.stripe_customer_id).not.toBe('cus_seedMayaChen');

    expect(await h.pay(res.body.checkout_url)).toBe(303);
    const active = await h.deps.db.from('subscriptions').select('status, plan_id, stripe_subscription_id, current_period_end, cancel_at_period_end').eq('user_id', CREATOR).eq('plan_id', 'pro').neq('status', 'canceled').single();
    expect(active.data).toMatchObject({ status: 'active', stripe_subscription_id: expect.stringMatching(/^sub_/), cancel_at_period_end: false });
    expect(Date.parse(active.data!.current_period_end!)).toBeGreaterThan(Date.now() + 25 * 86_400_000);
    const history = await h.deps.db.from('payments').select('amount, description, status').eq('user_id', CREATOR).not('metadata->>invoice_id', 'is', null);
    expect(history.data).toEqual([{ amount: 1900, description: 'Pitchside Pro: monthly plan', status: 'succeeded' }]);
    // the customer is reused, not created twice
    expect((await h.deps.db.from('stripe_customers').select('stripe_customer_id').eq('user_id', CREATOR)).data).toHaveLength(1);

    expect(await h.call(createCheckoutSession, body(), token)).toMatchObject({ status: 409, body: { error: { code: 'already_subscribed', message: 'You already have the Pro plan.' } } });

    expect(await h.call(manageSubscription, { cancel_at_period_end: true }, token)).toEqual({ status: 200, body: { cancel_at_period_end: true } });
    await h.stripe.webhooks.idle();
    const ending = await h.deps.db.from('subscriptions').select('status, cancel_at_period_end').eq('user_id', CREATOR).eq('plan_id', 'pro').neq('status', 'canceled').single();
    expect(ending.data).toEqual({ status: 'active', cancel_at_period_end: true });
    expect(await h.call(manageSubscription, { cancel_at_period_end: 'yes' }, token)).toMatchObject({ status: 400 });
  });

  describe('one plan per user', () => {
    const planBody = (userId: string, plan: 'pro' | 'elite') => body({ user_id: userId, plan_id: plan, price_id: `price_${plan}_monthly` });
    const liveRows = async (userId: string) =>
      (await h.deps.db.from('subscriptions').select('id, plan_id, status, stripe_checkout_session_id').eq('user_id', userId).in('status', ['incomplete', 'trialing', 'active', 'past_due'])).data!;

    test('two plan checkouts opened together give one checkout; the other is refused with a message, never a 500', async () => {
      const SAM = '10000000-0000-4000-8000-000000000011';
      const t = await h.token('sam.okafor@pitchside.dev');
      const results = await Promise.all([h.call(createCheckoutSession, planBody(SAM, 'pro'), t), h.call(createCheckoutSession, planBody(SAM, 'elite'), t)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.error).toEqual({ code: expect.stringMatching(/^checkout_open(ing)?$/), message: expect.any(String) });
      const rows = await liveRows(SAM);
      expect(rows).toEqual([expect.objectContaining({ status: 'incomplete', stripe_checkout_session_id: results.find((r) => r.status === 200)!.body.checkout_url.split('/').pop() })]);
    });

    test('an open plan checkout is handed out again for its plan and refuses another; once Stripe expires it a new one opens', async () => {
      const LENA = '10000000-0000-4000-8000-000000000012';
      const t = await h.token('lena.fischer@pitchside.dev');
      const first = await h.call(createCheckoutSession, planBody(LENA, 'pro'), t);
      expect(first.status).toBe(200);
      expect(await h.call(createCheckoutSession, planBody(LENA, 'pro'), t)).toEqual({ status: 200, body: { checkout_url: first.body.checkout_url } });
      expect(await h.call(createCheckoutSession, planBody(LENA, 'elite'), t)).toEqual({
        status: 409, body: { error: { code: 'checkout_open', message: 'You already have a checkout open for the Pro plan. Finish it, or choose another plan once it expires (30 minutes after it opened).' } },
      });
      const session = h.stripe.store.sessions.get(first.body.checkout_url.split('/').pop())!;
      expect(Number(session.expires_at) - Number(session.created)).toBe(30 * 60);
      h.stripe.store.expireSession(session.id);
      await h.stripe.webhooks.idle();
      const next = await h.call(createCheckoutSession, planBody(LENA, 'elite'), t);
      expect(next.status).toBe(200);
      expect((await liveRows(LENA)).map((r) => r.plan_id)).toEqual(['elite']);
    });

    test('a second paid plan (an older checkout still open at Stripe) is cancelled at Stripe and its invoice refunded by the webhook', async () => {
      const DIEGO = '10000000-0000-4000-8000-000000000013';
      const t = await h.token('diego.santos@pitchside.dev');
      const pro = await h.call(createCheckoutSession, planBody(DIEGO, 'pro'), t);
      expect(await h.pay(pro.body.checkout_url)).toBe(303);
      const [live] = await liveRows(DIEGO);
      expect(live).toMatchObject({ plan_id: 'pro', status: 'active' });
      const customer = (await h.deps.db.from('stripe_customers').select('stripe_customer_id').eq('user_id', DIEGO).single()).data!.stripe_customer_id;
      // as before this fix: a second plan checkout, closed here but still payable at Stripe
      const stale = (await h.deps.db.from('subscriptions').insert({ user_id: DIEGO, plan_id: 'elite', price_id: 'price_elite_monthly', status: 'canceled', stripe_customer_id: customer }).select('id').single()).data!;
      const metadata = { subscription_row_id: stale.id, user_id: DIEGO, plan_id: 'elite' };
      const session = await h.deps.stripe.checkout.sessions.create({
        mode: 'subscription', customer, subscription_data: { metadata }, metadata, success_url: `${SITE}/subscription?success=true`,
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 4900, recurring: { interval: 'month' }, product_data: { name: 'Pitchside Elite' } } }],
      });
      await h.deps.db.from('subscriptions').update({ stripe_checkout_session_id: session.id }).eq('id', stale.id);
      expect(await h.pay(session.url!)).toBe(303);
      await h.stripe.webhooks.idle();
      const dup = (await h.deps.db.from('subscriptions').select('status, cancel_reason, stripe_subscription_id').eq('id', stale.id).single()).data!;
      expect(dup).toEqual({ status: 'canceled', cancel_reason: 'duplicate', stripe_subscription_id: expect.stringMatching(/^sub_/) });
      expect(h.stripe.store.subscriptions.get(dup.stripe_subscription_id!)!.status).toBe('canceled');
      expect(await liveRows(DIEGO)).toEqual([expect.objectContaining({ id: live!.id, plan_id: 'pro', status: 'active' })]);
      const history = (await h.deps.db.from('payments').select('amount, status, refund_reason, stripe_refund_id, stripe_payment_intent_id').eq('user_id', DIEGO).not('metadata->>invoice_id', 'is', null).order('amount')).data!;
      expect(history).toEqual([
        // every paid invoice names its payment intent (so a later refund of a plan payment finds its row)
        { amount: 1900, status: 'succeeded', refund_reason: null, stripe_refund_id: null, stripe_payment_intent_id: expect.stringMatching(/^pi_/) },
        { amount: 4900, status: 'refunded', refund_reason: 'duplicate', stripe_refund_id: expect.stringMatching(/^re_/), stripe_payment_intent_id: expect.stringMatching(/^pi_/) },
      ]);
      const refunds = [...h.stripe.store.refunds.values()].filter((r) => r.payment_intent === history[1]!.stripe_payment_intent_id);
      expect(refunds).toEqual([expect.objectContaining({ amount: 4900 })]);
    });
  });

  test('a user cannot write their own subscription row: only the functions do', async () => {
    const client = h.server.client();
    await client.auth.signInWithPassword({ email: 'creator@pitchside.dev', password: 'Pitchside123!' });
    const forged = await client.from('subscriptions').insert({ user_id: CREATOR, plan_id: 'elite', status: 'active' });
    expect(forged.error?.code).toBe('42501');
  });
});
