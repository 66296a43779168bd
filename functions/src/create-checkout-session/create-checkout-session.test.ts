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

  test('a user cannot write their own subscription row: only the functions do', async () => {
    const client = h.server.client();
    await client.auth.signInWithPassword({ email: 'creator@pitchside.dev', password: 'Pitchside123!' });
    const forged = await client.from('subscriptions').insert({ user_id: CREATOR, plan_id: 'elite', status: 'active' });
    expect(forged.error?.code).toBe('42501');
  });
});
