/** @jest-environment node */
import { acceptedApplication, ATHLETE_ID } from '../testing/deals';
import { SITE, startHarness, type Harness } from '../testing/harness';
import { createPayment } from './create-payment';

jest.setTimeout(120_000);
const BRAND_USER = '10000000-0000-4000-8000-000000000003';

describe('create-payment', () => {
  let h: Harness;
  let athlete: string;
  let brand: string;
  beforeAll(async () => {
    h = await startHarness();
    athlete = await h.token('athlete@pitchside.dev');
    brand = await h.token('brand@pitchside.dev');
  });
  afterAll(() => h.close());

  const body = (over: Record<string, unknown> = {}) => ({
    amount: 2500, description: 'Media kit review', user_id: ATHLETE_ID,
    success_url: `${SITE}/payment-success`, cancel_url: `${SITE}/payment-canceled`, ...over,
  });

  test.each([
    ['a negative amount', body({ amount: -100 }), 400],
    ['a fractional amount', body({ amount: 1999.5 }), 400],
    ['an amount as a string', body({ amount: '2500' }), 400],
    ['an amount under $1', body({ amount: 50 }), 400],
    ['an amount over $100,000', body({ amount: 10_000_001 }), 400],
    ['an empty description', body({ description: '  ' }), 400],
    ["someone else's user_id", body({ user_id: BRAND_USER }), 403],
    ['an off-site cancel_url', body({ cancel_url: 'http://localhost:9999/x' }), 400],
  ])('%s is refused', async (_what, payload, status) => {
    const res = await h.call(createPayment, payload, athlete);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toEqual(expect.any(String));
  });

  test('a declined card leaves the payment failed; paying again with 4242 makes it succeed and notifies the payer', async () => {
    const res = await h.call(createPayment, body(), athlete);
    expect(res.status).toBe(200);
    const row = await h.deps.db.from('payments').select('id, status, amount').eq('stripe_checkout_session_id', res.body.url.split('/').pop()).single();
    expect(row.data).toMatchObject({ status: 'pending', amount: 2500 });
    expect(await h.pay(res.body.url, '4000 0000 0000 0002')).toBe(402);
    expect((await h.deps.db.from('payments').select('status').eq('id', row.data!.id).single()).data).toEqual({ status: 'failed' });
    expect(await h.pay(res.body.url)).toBe(303);
    const paid = await h.deps.db.from('payments').select('status, stripe_payment_intent_id').eq('id', row.data!.id).single();
    expect(paid.data).toEqual({ status: 'succeeded', stripe_payment_intent_id: expect.stringMatching(/^pi_/) });
    const told = await h.deps.db.from('notifications').select('title').eq('user_id', ATHLETE_ID).eq('metadata->>payment_id', row.data!.id);
    expect(told.data!.map((n) => n.title).sort()).toEqual(['Payment failed', 'Payment succeeded']);
  });

  describe('funding an accepted application', () => {
    test('only the brand, only the agreed amount, only once; paying holds the money and both sides are told', async () => {
      const deal = await acceptedApplication(h, 800);
      const fund = (over: Record<string, unknown> = {}, token = brand) =>
        h.call(createPayment, body({ user_id: BRAND_USER, amount: deal.amount, description: 'Deal funding', application_id: deal.applicationId, ...over }), token);

      expect(await fund({ user_id: ATHLETE_ID }, athlete)).toMatchObject({ status: 403, body: { error: { message: 'Only the brand that posted this deal can fund it.' } } });
      expect(await fund({ amount: 100 })).toMatchObject({ status: 400, body: { error: { code: 'amount_mismatch', message: 'The amount must be the agreed $800.00.' } } });
      const first = await fund();
      expect(first.status).toBe(200);
      const dp = await h.deps.db.from('deal_payments').select('id, status, amount, payee_id').eq('application_id', deal.applicationId).single();
      expect(dp.data).toMatchObject({ status: 'awaiting_funding', amount: 80000, payee_id: ATHLETE_ID });

      expect(await h.pay(first.body.url)).toBe(303);
      const held = await h.deps.db.from('deal_payments').select('status, funded_at').eq('id', dp.data!.id).single();
      expect(held.data).toMatchObject({ status: 'held', funded_at: expect.any(String) });
      expect(await fund()).toMatchObject({ status: 409, body: { error: { code: 'already_funded', message: 'This deal is already funded.' } } });

      // the talent sees it and is told; a stranger sees nothing
      const seen = await deal.athlete.from('deal_payments').select('status, amount').eq('id', dp.data!.id);
      expect(seen.data).toEqual([{ status: 'held', amount: 80000 }]);
      const told = await deal.athlete.from('notifications').select('title, message').eq('metadata->>deal_payment_id', dp.data!.id);
      expect(told.data).toEqual([{ title: 'Deal funded', message: expect.stringContaining('$800.00') }]);
      const stranger = h.server.client();
      await stranger.auth.signInWithPassword({ email: 'creator@pitchside.dev', password: 'Pitchside123!' });
      expect((await stranger.from('deal_payments').select('id').eq('id', dp.data!.id)).data).toEqual([]);
      // and nobody writes money states from the browser
      const forged = await deal.brand.from('deal_payments').update({ status: 'refunded', refunded_at: new Date().toISOString() }).eq('id', dp.data!.id).select('id');
      expect(forged.data ?? []).toEqual([]);
    });

    test('a pending application cannot be funded', async () => {
      const brandClient = h.server.client();
      await brandClient.auth.signInWithPassword({ email: 'brand@pitchside.dev', password: 'Pitchside123!' });
      const d = await brandClient.from('deals').insert({ brand_id: '20000000-0000-4000-8000-000000000001', title: 'Pending funding', compensation_amount: 300 }).select('id').single();
      const athleteClient = h.server.client();
      await athleteClient.auth.signInWithPassword({ email: 'athlete@pitchside.dev', password: 'Pitchside123!' });
      const a = await athleteClient.from('applications').insert({ deal_id: d.data!.id, user_id: ATHLETE_ID }).select('id').single();
      const res = await h.call(createPayment, body({ user_id: BRAND_USER, amount: 30000, application_id: a.data!.id }), brand);
      expect(res).toMatchObject({ status: 409, body: { error: { code: 'not_accepted' } } });
    });
  });
});
