/** @jest-environment node */
import { releaseHeldPayments } from '../release-held-payments/release-held-payments';
import { fundedApplication } from '../testing/deals';
import { startHarness, type Harness } from '../testing/harness';
import { onboard } from '../testing/payouts';
import { withdrawFromDeal } from '../withdraw-from-deal/withdraw-from-deal';
import { refundDealPayment } from './refund-deal-payment';

jest.setTimeout(300_000);
const BRAND_USER = '10000000-0000-4000-8000-000000000003';
/** a talent who has not set up payouts (the demo athlete's account is seeded ready) */
const SOFIA = { email: 'sofia.reyes@members.pitchside.dev', id: '10000000-0000-4000-8000-000000000180' };

describe('cancelling a deal whose contract is in force: the kill fee goes to the talent, the rest back to the brand', () => {
  let h: Harness;
  let brand: string;
  beforeAll(async () => {
    h = await startHarness({ retryDelays: [0.2, 0.5, 1, 2, 4] });
    brand = await h.token('brand@pitchside.dev');
  });
  afterAll(() => h.close());

  const row = async (id: string) =>
    (await h.deps.db.from('deal_payments')
      .select('status, cancelled_by, kill_fee_amount, fee_amount, net_amount, stripe_refund_id, stripe_transfer_id, released_at, release_requested_at, stripe_payout_id').eq('id', id).single()).data!;
  const refundsOf = (intent: string) => [...h.stripe.store.refunds.values()].filter((r) => r.payment_intent === intent).map((r) => r.amount);
  const transfersOf = (id: string) => [...h.stripe.store.transfers.values()].filter((t) => (t.metadata as Record<string, string>).deal_payment_id === id).map((t) => t.amount);
  const told = async (userId: string, id: string) =>
    ((await h.deps.db.from('notifications').select('title, message').eq('user_id', userId).eq('metadata->>deal_payment_id', id).order('created_at')).data ?? []);

  test('$450 at 25%: $337.50 refunded, the $112.50 kill fee less the 10% fee transferred, once however often it is asked', async () => {
    const d = await fundedApplication(h, brand, 450);
    const figures = async () => ({
      spent: ((await d.brand.rpc('brand_analytics')).data as { spend_total: number }).spend_total,
      earned: ((await d.athlete.rpc('talent_analytics', {})).data as { earnings_total: number }).earnings_total,
    });
    const before = await figures();
    const answers = await Promise.all([1, 2, 3].map(() => h.call(refundDealPayment, { deal_payment_id: d.id }, brand)));
    expect(answers).toEqual(Array(3).fill({ status: 200, body: { status: 'refunded' } }));
    await h.stripe.webhooks.idle();

    expect(await row(d.id)).toMatchObject({
      status: 'refunded', cancelled_by: 'brand', kill_fee_amount: 11250, fee_amount: 1125, net_amount: 10125,
      stripe_refund_id: expect.stringMatching(/^re_/), stripe_transfer_id: expect.stringMatching(/^tr_/), released_at: expect.any(String),
    });
    expect(refundsOf(d.intent)).toEqual([33750]);
    expect(transfersOf(d.id)).toEqual([10125]);
    // a partial refund leaves the payment paid, with what was refunded of it (Stripe's charge.refunded says refunded: false)
    expect((await h.deps.db.from('payments').select('status, refunded_amount').eq('id', d.paymentId).single()).data).toEqual({ status: 'succeeded', refunded_amount: 33750 });

    const title = (await h.deps.db.from('deals').select('title').eq('id', d.dealId).single()).data!.title;
    // told once each, however many cancel requests raced
    const talentNotes = await told(d.payeeId, d.id);
    expect(talentNotes.map((n) => n.title)).toEqual(['Deal funded', 'Deal cancelled: kill fee', 'Kill fee released']);
    expect(talentNotes[1]).toEqual({
      title: 'Deal cancelled: kill fee',
      message: `The brand cancelled "${title}" after the contract was in force. Under its cancellation terms you receive the kill fee of $112.50 (before the platform fee); the other $337.50 was refunded to the brand.`,
    });
    expect((await told(BRAND_USER, d.id)).at(-1)).toEqual({
      title: 'Deal payment refunded', message: `$337.50 for "${title}" was refunded to you. The kill fee of $112.50 in the contract goes to the talent.`,
    });
    // the brand's figures count the kill fee as spent (the $450 held less the $337.50 back); the talent's count it as earned
    expect(await figures()).toEqual({ spent: before.spent - 337.5, earned: before.earned + 112.5 });
  });

  test('a talent without a payout account: the kill fee waits ("Set up payouts to receive $101.25"), then goes out when Stripe verifies it', async () => {
    const d = await fundedApplication(h, brand, 450, { talent: SOFIA });
    expect(await h.call(refundDealPayment, { deal_payment_id: d.id }, brand)).toEqual({ status: 200, body: { status: 'refunded' } });
    expect(await row(d.id)).toMatchObject({ status: 'refunded', kill_fee_amount: 11250, stripe_transfer_id: null, released_at: null, release_requested_at: expect.any(String) });
    expect(transfersOf(d.id)).toEqual([]);
    expect((await told(SOFIA.id, d.id)).map((n) => n.message)).toContain(
      'Your kill fee is waiting. Set up payouts to receive $101.25. It is sent as soon as Stripe has verified your payout account.',
    );

    await onboard(h, await h.token(SOFIA.email));
    await h.stripe.webhooks.idle();
    expect(await row(d.id)).toMatchObject({ net_amount: 10125, stripe_transfer_id: expect.stringMatching(/^tr_/), released_at: expect.any(String), stripe_payout_id: expect.stringMatching(/^po_/) });
    expect(transfersOf(d.id)).toEqual([10125]);
    expect(refundsOf(d.intent)).toEqual([33750]);
    expect((await told(SOFIA.id, d.id)).map((n) => n.title)).toEqual(['Deal funded', 'Deal cancelled: kill fee', 'Set up payouts to get paid', 'Kill fee released']);
    expect((await told(SOFIA.id, d.id)).at(-1)!.message).toBe('$101.25 (the kill fee less the platform fee) was released to you.');
  });

  test('a cancellation cut off after its refund: a dispute holds its kill fee, then the schedule pays it once; nothing is refunded twice', async () => {
    const d = await fundedApplication(h, brand, 600);
    const create = jest.spyOn(h.deps.stripe.transfers, 'create').mockRejectedValueOnce(new Error('connection reset'));
    expect((await h.call(refundDealPayment, { deal_payment_id: d.id }, brand)).status).toBe(500);
    create.mockRestore();
    expect(await row(d.id)).toMatchObject({ status: 'refunded', kill_fee_amount: 15000, stripe_transfer_id: null, released_at: null });

    // the brand's bank disputes what is left of the charge (as the webhook records it): the kill fee waits
    const dispute = { stripe_dispute_id: `dp_killfee_${d.id.slice(0, 8)}`, deal_payment_id: d.id, payment_id: d.paymentId, stripe_charge_id: 'ch_disputed', amount: 15000, currency: 'usd', reason: 'product_not_received', status: 'needs_response', stripe_event_at: new Date().toISOString() };
    expect((await h.deps.db.from('payment_disputes').insert(dispute)).error).toBeNull();
    expect(await releaseHeldPayments(h.deps)).toMatchObject({ killFees: 0 });
    expect(await h.call(refundDealPayment, { deal_payment_id: d.id }, brand)).toEqual({ status: 200, body: { status: 'refunded' } });
    expect(transfersOf(d.id)).toEqual([]);

    expect((await h.deps.db.from('payment_disputes').update({ status: 'won', closed_at: new Date().toISOString() }).eq('stripe_dispute_id', dispute.stripe_dispute_id)).error).toBeNull();
    expect(await releaseHeldPayments(h.deps)).toMatchObject({ killFees: 1 });
    expect(await releaseHeldPayments(h.deps)).toMatchObject({ killFees: 0 });
    expect(await h.call(refundDealPayment, { deal_payment_id: d.id }, brand)).toEqual({ status: 200, body: { status: 'refunded' } });
    expect(await row(d.id)).toMatchObject({ kill_fee_amount: 15000, fee_amount: 1500, net_amount: 13500, stripe_transfer_id: expect.stringMatching(/^tr_/) });
    expect(refundsOf(d.intent)).toEqual([45000]);
    expect(transfersOf(d.id)).toEqual([13500]);
  });

  test('a charge the bank disputes cannot be cancelled and refunded: a 409 that says why, and nothing moves', async () => {
    const d = await fundedApplication(h, brand, 300, { card: '4000000000000259' });
    expect(await h.call(refundDealPayment, { deal_payment_id: d.id }, brand)).toMatchObject({
      status: 409, body: { error: { code: 'disputed', message: "The card's bank disputed this payment, so it cannot be refunded while the dispute is open: the dispute decides where the money goes." } },
    });
    expect(await row(d.id)).toMatchObject({ status: 'held', kill_fee_amount: null });
    expect(refundsOf(d.intent)).toEqual([]);
  });

  test('a dispute the database knows of refuses the cancellation before Stripe is asked (the seeded one, or one Stripe told of first)', async () => {
    const d = await fundedApplication(h, brand, 320);
    const dispute = { stripe_dispute_id: `dp_known_${d.id.slice(0, 8)}`, deal_payment_id: d.id, payment_id: d.paymentId, stripe_charge_id: 'ch_known', amount: 32000, currency: 'usd', reason: 'fraudulent', status: 'warning_needs_response', stripe_event_at: new Date().toISOString() };
    expect((await h.deps.db.from('payment_disputes').insert(dispute)).error).toBeNull();
    expect(await h.call(refundDealPayment, { deal_payment_id: d.id }, brand)).toMatchObject({ status: 409, body: { error: { code: 'disputed' } } });
    expect(refundsOf(d.intent)).toEqual([]);
  });
});

describe('one refund however the cancellations race: the first to reach Stripe decides who ended the deal', () => {
  let h: Harness;
  let brand: string;
  let athlete: string;
  beforeAll(async () => {
    h = await startHarness({ retryDelays: [0.2, 0.5, 1, 2, 4] });
    brand = await h.token('brand@pitchside.dev');
    athlete = await h.token('athlete@pitchside.dev');
  });
  afterAll(() => h.close());

  const row = async (id: string) =>
    (await h.deps.db.from('deal_payments').select('status, cancelled_by, kill_fee_amount, net_amount, stripe_refund_id, stripe_transfer_id').eq('id', id).single()).data!;
  const refundsOf = (intent: string) => [...h.stripe.store.refunds.values()].filter((r) => r.payment_intent === intent).map((r) => r.amount);
  const transfersOf = (id: string) => [...h.stripe.store.transfers.values()].filter((t) => (t.metadata as Record<string, string>).deal_payment_id === id).map((t) => t.amount);
  const titlesFor = async (userId: string, id: string) =>
    ((await h.deps.db.from('notifications').select('title').eq('user_id', userId).eq('metadata->>deal_payment_id', id).order('created_at')).data ?? []).map((n) => n.title);

  test('the brand cancels while the talent withdraws: the brand\'s refund less the kill fee is the only one; the talent is told the brand ended it', async () => {
    const d = await fundedApplication(h, brand, 400);
    const create = h.deps.stripe.refunds.create.bind(h.deps.stripe.refunds);
    let arrived = 0;
    let bothRead!: () => void;
    const read = new Promise<void>((r) => (bothRead = r));
    let brandDone!: () => void;
    const brandRefunded = new Promise<void>((r) => (brandDone = r));
    // both calls have found no refund for the deal before either asks Stripe for one; the brand's gets there first
    const spy = jest.spyOn(h.deps.stripe.refunds, 'create').mockImplementation((async (params: Parameters<typeof create>[0], opts: Parameters<typeof create>[1]) => {
      const by = (params?.metadata as Record<string, string> | undefined)?.cancelled_by;
      if (++arrived === 2) bothRead();
      await read;
      if (by === 'talent') await brandRefunded;
      try {
        return await create(params, opts);
      } finally {
        if (by === 'brand') brandDone();
      }
    }) as unknown as typeof create);
    const [byBrand, byTalent] = await Promise.all([
      h.call(refundDealPayment, { deal_payment_id: d.id }, brand),
      h.call(withdrawFromDeal, { deal_payment_id: d.id }, athlete),
    ]);
    spy.mockRestore();
    await h.stripe.webhooks.idle();

    expect(byBrand).toEqual({ status: 200, body: { status: 'refunded' } });
    expect(byTalent).toEqual({ status: 409, body: { error: { code: 'already_ended', message: 'The brand has already cancelled this deal, and its payment was refunded.' } } });
    expect(refundsOf(d.intent)).toEqual([30000]);
    expect(await row(d.id)).toMatchObject({ status: 'refunded', cancelled_by: 'brand', kill_fee_amount: 10000, net_amount: 9000 });
    expect(transfersOf(d.id)).toEqual([9000]);
    expect(await titlesFor(d.payeeId, d.id)).toEqual(['Deal funded', 'Deal cancelled: kill fee', 'Kill fee released']);
  });

  test('Stripe\'s charge.refunded arriving before the function records its refund: the deal payment still says the talent withdrew, each side told once', async () => {
    const d = await fundedApplication(h, brand, 350);
    const create = h.deps.stripe.refunds.create.bind(h.deps.stripe.refunds);
    const spy = jest.spyOn(h.deps.stripe.refunds, 'create').mockImplementation((async (params: Parameters<typeof create>[0], opts: Parameters<typeof create>[1]) => {
      const refund = await create(params, opts);
      await h.stripe.webhooks.idle();
      return refund;
    }) as unknown as typeof create);
    expect(await h.call(withdrawFromDeal, { deal_payment_id: d.id }, athlete)).toEqual({ status: 200, body: { status: 'refunded' } });
    spy.mockRestore();
    expect(await row(d.id)).toMatchObject({ status: 'refunded', cancelled_by: 'talent', stripe_refund_id: expect.stringMatching(/^re_/) });
    expect(await titlesFor(d.payeeId, d.id)).toEqual(['Deal funded', 'You withdrew from a deal']);
    expect(await titlesFor(BRAND_USER, d.id)).toEqual(['Deal funded', 'Talent withdrew']);
  });

  test('a cancellation cut off once Stripe had refunded it: charge.refunded records it, kill fee included, and the schedule pays the kill fee', async () => {
    const d = await fundedApplication(h, brand, 400);
    // what the brand's cancellation asked of Stripe before it stopped
    await h.deps.stripe.refunds.create(
      { payment_intent: d.intent, amount: 30000, metadata: { deal_payment_id: d.id, cancelled_by: 'brand', kill_fee: '10000' } },
      { idempotencyKey: `refund-${d.id}` },
    );
    await h.stripe.webhooks.idle();
    expect(await row(d.id)).toMatchObject({ status: 'refunded', cancelled_by: 'brand', kill_fee_amount: 10000, stripe_transfer_id: null });
    expect((await h.deps.db.from('payments').select('status, refunded_amount').eq('id', d.paymentId).single()).data).toEqual({ status: 'succeeded', refunded_amount: 30000 });
    expect(await releaseHeldPayments(h.deps)).toMatchObject({ killFees: 1 });
    // the talent withdrawing, or the brand asking again, refunds nothing more
    expect(await h.call(withdrawFromDeal, { deal_payment_id: d.id }, athlete)).toMatchObject({ status: 409, body: { error: { code: 'already_ended' } } });
    expect(await h.call(refundDealPayment, { deal_payment_id: d.id }, brand)).toEqual({ status: 200, body: { status: 'refunded' } });
    expect(refundsOf(d.intent)).toEqual([30000]);
    expect(transfersOf(d.id)).toEqual([9000]);
  });
});
