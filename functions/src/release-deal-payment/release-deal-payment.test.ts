/** @jest-environment node */
import { createPayment } from '../create-payment/create-payment';
import { refundDealPayment } from '../refund-deal-payment/refund-deal-payment';
import { releaseHeldPayments } from '../release-held-payments/release-held-payments';
import { acceptedApplication, ATHLETE_ID } from '../testing/deals';
import { SITE, startHarness, type Harness } from '../testing/harness';
import { releaseDealPayment } from './release-deal-payment';

jest.setTimeout(120_000);
const BRAND_USER = '10000000-0000-4000-8000-000000000003';

describe('deal payments: held until the work is approved', () => {
  let h: Harness;
  let brand: string;
  let athlete: string;
  beforeAll(async () => {
    h = await startHarness();
    brand = await h.token('brand@pitchside.dev');
    athlete = await h.token('athlete@pitchside.dev');
  });
  afterAll(() => h.close());

  async function funded(amountUsd = 800) {
    const deal = await acceptedApplication(h, amountUsd);
    const res = await h.call(createPayment, { amount: deal.amount, description: 'Deal funding', user_id: BRAND_USER, application_id: deal.applicationId, success_url: `${SITE}/payment-success`, cancel_url: `${SITE}/payment-canceled` }, brand);
    await h.pay(res.body.url);
    const dp = await h.deps.db.from('deal_payments').select('id').eq('application_id', deal.applicationId).single();
    const deliverable = await deal.athlete.from('deal_deliverables').select('id').eq('application_id', deal.applicationId).single();
    return { ...deal, dealPaymentId: dp.data!.id, deliverableId: deliverable.data!.id };
  }
  const row = async (id: string) => (await h.deps.db.from('deal_payments').select('status, release_reason, stripe_transfer_id, stripe_refund_id, submitted_at, approved_at').eq('id', id).single()).data!;
  const submit = (d: Awaited<ReturnType<typeof funded>>) =>
    d.athlete.from('deal_deliverables').update({ status: 'submitted', submission_url: 'https://instagram.com/p/reel-one' }).eq('id', d.deliverableId);

  test('approving the work lets the payment go to the talent, once, with a transfer; the talent is told', async () => {
    const d = await funded();
    expect(await h.call(releaseDealPayment, { deal_payment_id: d.dealPaymentId }, athlete)).toMatchObject({ status: 409, body: { error: { code: 'not_approved' } } });
    expect((await submit(d)).error).toBeNull();
    expect((await row(d.dealPaymentId)).submitted_at).not.toBeNull();
    expect((await d.brand.from('deal_deliverables').update({ status: 'approved' }).eq('id', d.deliverableId)).error).toBeNull();
    expect((await row(d.dealPaymentId)).approved_at).not.toBeNull();

    const stranger = await h.token('creator@pitchside.dev');
    expect(await h.call(releaseDealPayment, { deal_payment_id: d.dealPaymentId }, stranger)).toMatchObject({ status: 403 });
    expect(await h.call(releaseDealPayment, { deal_payment_id: d.dealPaymentId }, brand)).toEqual({ status: 200, body: { status: 'released' } });
    expect(await h.call(releaseDealPayment, { deal_payment_id: d.dealPaymentId }, athlete)).toEqual({ status: 200, body: { status: 'released' } });
    const released = await row(d.dealPaymentId);
    expect(released).toMatchObject({ status: 'released', release_reason: 'approved', stripe_transfer_id: expect.stringMatching(/^tr_/) });
    expect([...h.stripe.store.transfers.values()].filter((t) => (t.metadata as Record<string, string>).deal_payment_id === d.dealPaymentId)).toHaveLength(1);
    const told = await d.athlete.from('notifications').select('title').eq('metadata->>deal_payment_id', d.dealPaymentId).order('created_at');
    expect(told.data!.map((n) => n.title)).toEqual(['Deal funded', 'Payment released']);
    // a released payment cannot be refunded
    expect(await h.call(refundDealPayment, { deal_payment_id: d.dealPaymentId }, brand)).toMatchObject({ status: 409, body: { error: { code: 'not_held' } } });
  });

  test("cancelling before any work is submitted refunds the brand, less the contract's kill fee; after a submission it cannot", async () => {
    const early = await funded(450);
    expect(await h.call(refundDealPayment, { deal_payment_id: early.dealPaymentId }, athlete)).toMatchObject({ status: 403, body: { error: { message: 'Only the brand can cancel a funded deal.' } } });
    expect(await h.call(refundDealPayment, { deal_payment_id: early.dealPaymentId }, brand)).toEqual({ status: 200, body: { status: 'refunded' } });
    expect(await row(early.dealPaymentId)).toMatchObject({ status: 'refunded', stripe_refund_id: expect.stringMatching(/^re_/) });
    await h.stripe.webhooks.idle();
    const payment = await h.deps.db.from('deal_payments').select('kill_fee_amount, payment:payments!deal_payments_payment_id_fkey(status, refunded_amount)').eq('id', early.dealPaymentId).single();
    expect(payment.data).toEqual({ kill_fee_amount: 11250, payment: { status: 'succeeded', refunded_amount: 33750 } });

    const late = await funded(450);
    await submit(late);
    expect(await h.call(refundDealPayment, { deal_payment_id: late.dealPaymentId }, brand)).toMatchObject({ status: 409, body: { error: { code: 'work_submitted', message: 'Work has been submitted, so this payment can no longer be refunded.' } } });

    // an admin settling a dispute may still refund it, with a reason the audit log keeps
    const admin = await h.token('admin@pitchside.dev');
    expect(await h.call(refundDealPayment, { deal_payment_id: late.dealPaymentId }, admin)).toMatchObject({ status: 400, body: { error: { code: 'reason_required' } } });
    expect(await h.call(refundDealPayment, { deal_payment_id: late.dealPaymentId, reason: 'The talent never delivered the agreed reel.' }, admin)).toEqual({ status: 200, body: { status: 'refunded' } });
    const audit = await h.deps.db.from('admin_audit_log').select('action, reason').eq('target_id', late.dealPaymentId);
    expect(audit.data).toEqual([{ action: 'deal_payment.refund', reason: 'The talent never delivered the agreed reel.' }]);
    // a dispute settled for the brand is refunded in full: no kill fee
    await h.stripe.webhooks.idle();
    const settled = await h.deps.db.from('deal_payments').select('kill_fee_amount, cancelled_by, payment:payments!deal_payments_payment_id_fkey(status, refunded_amount)').eq('id', late.dealPaymentId).single();
    expect(settled.data).toEqual({ kill_fee_amount: null, cancelled_by: 'admin', payment: { status: 'refunded', refunded_amount: null } });
    const talentTold = await h.deps.db.from('notifications').select('message').eq('user_id', '10000000-0000-4000-8000-000000000001').eq('metadata->>deal_payment_id', late.dealPaymentId).eq('metadata->>status', 'refunded').single();
    expect(talentTold.data!.message).toMatch(/^An admin refunded the \$450\.00 held for ".+" to the brand, settling a dispute\.$/);
  });

  test('a payment released by hand (PAYOUT_MODE=record) is not refunded from Pitchside: there is no transfer to take back', async () => {
    const d = await funded(260);
    expect((await submit(d)).error).toBeNull();
    expect((await d.brand.from('deal_deliverables').update({ status: 'approved' }).eq('id', d.deliverableId)).error).toBeNull();
    const mode = h.deps.config.payoutMode;
    h.deps.config.payoutMode = 'record';
    try {
      expect(await h.call(releaseDealPayment, { deal_payment_id: d.dealPaymentId }, brand)).toEqual({ status: 200, body: { status: 'released' } });
    } finally {
      h.deps.config.payoutMode = mode;
    }
    const admin = await h.token('admin@pitchside.dev');
    expect(await h.call(refundDealPayment, { deal_payment_id: d.dealPaymentId, reason: 'The brand disputes the work.' }, admin)).toMatchObject({
      status: 409, body: { error: { code: 'paid_by_hand', message: expect.stringContaining('recover it from the talent first') } },
    });
    expect(await row(d.dealPaymentId)).toMatchObject({ status: 'released', stripe_refund_id: null });
  });

  test('a release cut off after Stripe made its transfer: an admin refund is refused (the money is the talent\'s), and the schedule records the release', async () => {
    const d = await funded(270);
    expect((await submit(d)).error).toBeNull();
    expect((await d.brand.from('deal_deliverables').update({ status: 'approved' }).eq('id', d.deliverableId)).error).toBeNull();
    // what the release asked of Stripe before it stopped: the row still reads held
    const intent = (await h.deps.db.from('payments').select('stripe_payment_intent_id').eq('deal_payment_id', d.dealPaymentId).eq('status', 'succeeded').single()).data!.stripe_payment_intent_id!;
    const charge = String((await h.deps.stripe.paymentIntents.retrieve(intent)).latest_charge);
    const account = (await h.deps.db.from('payout_accounts').select('stripe_account_id').eq('user_id', ATHLETE_ID).single()).data!.stripe_account_id;
    await h.deps.stripe.transfers.create({ amount: 24300, currency: 'usd', destination: account, source_transaction: charge, transfer_group: `deal_payment_${d.dealPaymentId}`, metadata: { deal_payment_id: d.dealPaymentId } });
    expect((await row(d.dealPaymentId)).status).toBe('held');

    const admin = await h.token('admin@pitchside.dev');
    expect(await h.call(refundDealPayment, { deal_payment_id: d.dealPaymentId, reason: 'The brand changed its mind.' }, admin)).toMatchObject({ status: 409, body: { error: { code: 'already_released' } } });
    await releaseHeldPayments(h.deps);
    expect(await row(d.dealPaymentId)).toMatchObject({ status: 'released', stripe_refund_id: null, stripe_transfer_id: expect.stringMatching(/^tr_/) });
    expect([...h.stripe.store.transfers.values()].filter((t) => (t.metadata as Record<string, string>).deal_payment_id === d.dealPaymentId)).toHaveLength(1);
  });

  test('part of the charge refunded in the Stripe dashboard: the payment records it, and nothing is released or refunded from Pitchside (409)', async () => {
    const d = await funded(290);
    expect((await submit(d)).error).toBeNull();
    expect((await d.brand.from('deal_deliverables').update({ status: 'approved' }).eq('id', d.deliverableId)).error).toBeNull();
    const intent = (await h.deps.db.from('payments').select('stripe_payment_intent_id').eq('deal_payment_id', d.dealPaymentId).eq('status', 'succeeded').single()).data!.stripe_payment_intent_id!;
    // as refunded in the dashboard: no deal payment or party named
    await h.deps.stripe.refunds.create({ payment_intent: intent, amount: 9000 });
    await h.stripe.webhooks.idle();
    expect((await h.deps.db.from('payments').select('status, refunded_amount').eq('stripe_payment_intent_id', intent).single()).data).toEqual({ status: 'succeeded', refunded_amount: 9000 });
    expect(await h.call(releaseDealPayment, { deal_payment_id: d.dealPaymentId }, brand)).toMatchObject({ status: 409, body: { error: { code: 'partly_refunded' } } });
    const admin = await h.token('admin@pitchside.dev');
    expect(await h.call(refundDealPayment, { deal_payment_id: d.dealPaymentId, reason: 'Settling it.' }, admin)).toMatchObject({ status: 409, body: { error: { code: 'partly_refunded' } } });
    expect((await releaseHeldPayments(h.deps)).failed).toEqual([]);
    expect(await row(d.dealPaymentId)).toMatchObject({ status: 'held', stripe_transfer_id: null, stripe_refund_id: null });
  });

  test('the schedule: a payment whose transfer fails is reported and tried again next run; the others still go out', async () => {
    const [stuck, fine] = [await funded(310), await funded(320)];
    for (const d of [stuck, fine]) {
      expect((await submit(d)).error).toBeNull();
      expect((await d.brand.from('deal_deliverables').update({ status: 'approved' }).eq('id', d.deliverableId)).error).toBeNull();
    }
    const create = h.deps.stripe.transfers.create.bind(h.deps.stripe.transfers);
    const spy = jest.spyOn(h.deps.stripe.transfers, 'create').mockImplementation((async (params: Parameters<typeof create>[0], opts: Parameters<typeof create>[1]) => {
      if ((params.metadata as Record<string, string> | undefined)?.deal_payment_id === stuck.dealPaymentId) throw new Error('The destination account is restricted.');
      return create(params, opts);
    }) as unknown as typeof create);
    const run = await releaseHeldPayments(h.deps);
    spy.mockRestore();
    expect(run.failed).toEqual([{ deal_payment_id: stuck.dealPaymentId, error: 'The destination account is restricted.' }]);
    expect((await row(stuck.dealPaymentId)).status).toBe('held');
    expect((await row(fine.dealPaymentId)).status).toBe('released');
    expect((await releaseHeldPayments(h.deps)).failed).toEqual([]);
    expect((await row(stuck.dealPaymentId)).status).toBe('released');
  });

  test('the schedule releases approved work, and work the brand left unanswered for 7 days', async () => {
    const waiting = await funded(300);
    await submit(waiting);
    const now = h.deps.now;
    try {
      expect(await releaseHeldPayments(h.deps)).toMatchObject({ noResponse: 0 });
      expect((await row(waiting.dealPaymentId)).status).toBe('held');
      h.deps.now = () => new Date(Date.now() + 8 * 86_400_000);
      const result = await releaseHeldPayments(h.deps);
      expect(result.noResponse).toBeGreaterThanOrEqual(1);
      expect(await row(waiting.dealPaymentId)).toMatchObject({ status: 'released', release_reason: 'no_response' });
      // a second run finds nothing more to do for it
      await releaseHeldPayments(h.deps);
      expect([...h.stripe.store.transfers.values()].filter((t) => (t.metadata as Record<string, string>).deal_payment_id === waiting.dealPaymentId)).toHaveLength(1);
    } finally {
      h.deps.now = now;
    }
  });
});
