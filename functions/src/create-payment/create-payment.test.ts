/** @jest-environment node */
import { acceptedApplication, ATHLETE_ID, signContract } from '../testing/deals';
import { SITE, startHarness, type Harness } from '../testing/harness';
import { refundDealPayment } from '../refund-deal-payment/refund-deal-payment';
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

    const fundAs = (deal: { applicationId: string; amount: number }) =>
      h.call(createPayment, body({ user_id: BRAND_USER, amount: deal.amount, description: 'Deal funding', application_id: deal.applicationId }), brand);
    const dealPaymentOf = async (applicationId: string) =>
      (await h.deps.db.from('deal_payments').select('id, status, payment_id').eq('application_id', applicationId).single()).data!;
    const paymentsOf = async (dealPaymentId: string) =>
      (await h.deps.db.from('payments').select('id, status, stripe_checkout_session_id, stripe_payment_intent_id, refund_reason, stripe_refund_id').eq('deal_payment_id', dealPaymentId).order('created_at')).data!;
    const sessionsOf = (dealPaymentId: string) => [...h.stripe.store.sessions.values()].filter((s) => (s.metadata as Record<string, string>).deal_payment_id === dealPaymentId);

    test('concurrent Fund clicks open one checkout: each click gets it (200) or is asked to retry (409), never a 500', async () => {
      const deal = await acceptedApplication(h, 650);
      const results = await Promise.all(Array.from({ length: 4 }, () => fundAs(deal)));
      for (const r of results) {
        if (r.status !== 200) expect(r).toMatchObject({ status: 409, body: { error: { code: 'checkout_opening', message: expect.any(String) } } });
      }
      const urls = new Set(results.filter((r) => r.status === 200).map((r) => r.body.url));
      expect(urls.size).toBe(1);
      const dp = await dealPaymentOf(deal.applicationId);
      expect(await paymentsOf(dp.id)).toEqual([expect.objectContaining({ status: 'pending', stripe_checkout_session_id: [...urls][0].split('/').pop() })]);
      expect(sessionsOf(dp.id)).toHaveLength(1);
    });

    test('a second Fund click hands out the same checkout; the deal payment records the payment that was paid, so a refund finds it', async () => {
      const deal = await acceptedApplication(h, 420);
      const first = await fundAs(deal);
      const second = await fundAs(deal);
      expect(second).toEqual({ status: 200, body: { url: first.body.url } });
      expect(await h.pay(first.body.url)).toBe(303);
      const dp = await dealPaymentOf(deal.applicationId);
      const [paid] = await paymentsOf(dp.id);
      expect(paid).toMatchObject({ status: 'succeeded', stripe_checkout_session_id: first.body.url.split('/').pop(), stripe_payment_intent_id: expect.stringMatching(/^pi_/) });
      expect(dp).toEqual({ id: dp.id, status: 'held', payment_id: paid!.id });
      expect(await h.call(refundDealPayment, { deal_payment_id: dp.id }, brand)).toEqual({ status: 200, body: { status: 'refunded' } });
      expect([...h.stripe.store.refunds.values()].filter((r) => r.payment_intent === paid!.stripe_payment_intent_id)).toHaveLength(1);
    });

    test('funding waits for both signatures on the contract issued at acceptance (409 contract_unsigned), then opens', async () => {
      const deal = await acceptedApplication(h, 330, false);
      const refused = await fundAs(deal);
      expect(refused).toMatchObject({ status: 409, body: { error: { code: 'contract_unsigned', message: 'Waiting for signatures: both parties sign the contract before the deal is funded.' } } });
      expect((await h.deps.db.from('deal_payments').select('id').eq('application_id', deal.applicationId)).data).toEqual([]);
      // the database refuses the deal payment too, whoever writes it
      const direct = await h.deps.db.from('deal_payments').insert({ application_id: deal.applicationId, deal_id: deal.dealId, payer_id: BRAND_USER, payee_id: ATHLETE_ID, amount: deal.amount });
      expect(direct.error?.message).toMatch(/^Waiting for signatures/);
      await signContract(deal.brand, deal.athlete, deal.applicationId);
      expect((await fundAs(deal)).status).toBe(200);
    });

    test('a checkout Stripe has expired is closed and a new one opens', async () => {
      const deal = await acceptedApplication(h, 310);
      const first = await fundAs(deal);
      h.stripe.store.expireSession(first.body.url.split('/').pop());
      await h.stripe.webhooks.idle();
      const second = await fundAs(deal);
      expect(second.status).toBe(200);
      expect(second.body.url).not.toBe(first.body.url);
      const dp = await dealPaymentOf(deal.applicationId);
      expect((await paymentsOf(dp.id)).map((p) => p.status)).toEqual(['canceled', 'pending']);
    });

    test('a second charge for one deal payment (an older checkout still open at Stripe) is refunded by the webhook and recorded', async () => {
      const deal = await acceptedApplication(h, 275);
      const fundCall = await fundAs(deal);
      const dp = await dealPaymentOf(deal.applicationId);
      // as before this fix: another checkout for the same deal payment, closed here but still payable at Stripe
      const older = (await h.deps.db.from('payments').insert({ user_id: BRAND_USER, amount: deal.amount, description: 'Deal funding', status: 'canceled', deal_payment_id: dp.id }).select('id').single()).data!;
      const metadata = { user_id: BRAND_USER, deal_payment_id: dp.id, application_id: deal.applicationId, payment_row_id: older.id };
      const stale = await h.deps.stripe.checkout.sessions.create({
        mode: 'payment', line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: deal.amount, product_data: { name: 'Deal funding' } } }],
        payment_intent_data: { metadata }, metadata, success_url: `${SITE}/payment-success`,
      });
      await h.deps.db.from('payments').update({ stripe_checkout_session_id: stale.id }).eq('id', older.id);
      // the brand pays both, at the same time
      expect(await Promise.all([h.pay(fundCall.body.url), h.pay(stale.url!)])).toEqual([303, 303]);
      await h.stripe.webhooks.idle();
      const after = await dealPaymentOf(deal.applicationId);
      const rows = await paymentsOf(dp.id);
      const kept = rows.filter((p) => p.status === 'succeeded');
      const refunded = rows.filter((p) => p.status === 'refunded');
      expect(kept).toHaveLength(1);
      expect(refunded).toEqual([expect.objectContaining({ refund_reason: 'duplicate', stripe_refund_id: expect.stringMatching(/^re_/), stripe_payment_intent_id: expect.stringMatching(/^pi_/) })]);
      expect(after).toMatchObject({ status: 'held', payment_id: kept[0]!.id });
      const refunds = [...h.stripe.store.refunds.values()];
      expect(refunds.filter((r) => r.payment_intent === refunded[0]!.stripe_payment_intent_id)).toEqual([expect.objectContaining({ amount: deal.amount })]);
      expect(refunds.filter((r) => r.payment_intent === kept[0]!.stripe_payment_intent_id)).toEqual([]);
    });

    test('only a paid checkout funds the deal: checkout by card, and a checkout that completes unpaid (a bank debit) holds nothing', async () => {
      const deal = await acceptedApplication(h, 420);
      const create = jest.spyOn(h.deps.stripe.checkout.sessions, 'create');
      const { url } = (await fundAs(deal)).body as { url: string };
      expect(create.mock.calls[0]![0]).toMatchObject({ allowed_payment_method_types: ['card'] });
      create.mockRestore();
      const dp = await dealPaymentOf(deal.applicationId);
      const session = sessionsOf(dp.id)[0]!;
      const completed = { ...h.stripe.store.session(session.id), status: 'complete', payment_status: 'unpaid', payment_intent: 'pi_bank_debit_pending' };
      expect(await h.deliver({ id: `evt_unpaid_${dp.id.slice(0, 8)}`, type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), data: { object: completed } }))
        .toMatchObject({ status: 200 });
      expect(await dealPaymentOf(deal.applicationId)).toMatchObject({ status: 'awaiting_funding', payment_id: null });
      expect((await paymentsOf(dp.id)).map((p) => p.status)).toEqual(['pending']);
      expect(await h.pay(url)).toBe(303);
      expect((await dealPaymentOf(deal.applicationId)).status).toBe('held');
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
