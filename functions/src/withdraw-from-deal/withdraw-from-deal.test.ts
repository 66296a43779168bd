/** @jest-environment node */
import { createPayment } from '../create-payment/create-payment';
import { acceptedApplication, fundedApplication } from '../testing/deals';
import { SITE, startHarness, type Harness } from '../testing/harness';
import { withdrawFromDeal } from './withdraw-from-deal';

jest.setTimeout(120_000);
const BRAND_USER = '10000000-0000-4000-8000-000000000003';
const ATHLETE = '10000000-0000-4000-8000-000000000001';

describe('the talent withdraws from a funded deal: the brand is refunded in full, no kill fee', () => {
  let h: Harness;
  let brand: string;
  let athlete: string;
  beforeAll(async () => {
    h = await startHarness();
    brand = await h.token('brand@pitchside.dev');
    athlete = await h.token('athlete@pitchside.dev');
  });
  afterAll(() => h.close());

  const refundsOf = (intent: string) => [...h.stripe.store.refunds.values()].filter((r) => r.payment_intent === intent).map((r) => r.amount);
  const told = async (userId: string, id: string) =>
    ((await h.deps.db.from('notifications').select('title, message').eq('user_id', userId).eq('metadata->>deal_payment_id', id).order('created_at')).data ?? []);

  test('before any work: a full refund, once, recorded as the talent\'s; both sides are told; the deal is over', async () => {
    const d = await fundedApplication(h, brand, 450);
    // the accepted application of a funded deal cannot simply be withdrawn: that left the brand's money held for nothing
    const sneaky = await d.athlete.from('applications').update({ status: 'withdrawn' }).eq('id', d.applicationId).select('id');
    expect(sneaky.error).toMatchObject({ code: 'P0001', message: expect.stringContaining('This deal is funded, so leaving it refunds the brand: use Withdraw from Deal') });

    expect(await h.call(withdrawFromDeal, { deal_payment_id: d.id }, brand)).toMatchObject({ status: 403, body: { error: { message: 'Only the talent of this deal can withdraw from it.' } } });
    const stranger = await h.token('creator@pitchside.dev');
    expect(await h.call(withdrawFromDeal, { deal_payment_id: d.id }, stranger)).toMatchObject({ status: 403 });
    const answers = await Promise.all([1, 2].map(() => h.call(withdrawFromDeal, { deal_payment_id: d.id }, athlete)));
    expect(answers).toEqual(Array(2).fill({ status: 200, body: { status: 'refunded' } }));
    await h.stripe.webhooks.idle();

    expect((await h.deps.db.from('deal_payments').select('status, cancelled_by, kill_fee_amount, stripe_transfer_id').eq('id', d.id).single()).data)
      .toEqual({ status: 'refunded', cancelled_by: 'talent', kill_fee_amount: null, stripe_transfer_id: null });
    expect(refundsOf(d.intent)).toEqual([45000]);
    expect((await h.deps.db.from('payments').select('status, refunded_amount').eq('id', d.paymentId).single()).data).toEqual({ status: 'refunded', refunded_amount: null });

    const title = (await h.deps.db.from('deals').select('title').eq('id', d.dealId).single()).data!.title;
    expect((await told(ATHLETE, d.id)).at(-1)).toEqual({ title: 'You withdrew from a deal', message: `You withdrew from "${title}"; the $450.00 held was refunded to the brand in full.` });
    expect((await told(BRAND_USER, d.id)).at(-1)).toEqual({
      title: 'Talent withdrew', message: `The talent withdrew from "${title}" before any work was submitted; the $450.00 held was refunded to you in full.`,
    });
    const submit = await d.athlete.from('deal_deliverables').update({ status: 'submitted', submission_url: 'https://instagram.com/p/late' }).eq('id', d.deliverableId);
    expect(submit.error).toMatchObject({ code: 'P0001' });
  });

  test('after a submission the talent cannot withdraw here (409 with the way forward); an unfunded deal is left as before', async () => {
    const d = await fundedApplication(h, brand, 300);
    expect((await d.athlete.from('deal_deliverables').update({ status: 'submitted', submission_url: 'https://instagram.com/p/reel' }).eq('id', d.deliverableId)).error).toBeNull();
    expect(await h.call(withdrawFromDeal, { deal_payment_id: d.id }, athlete)).toMatchObject({
      status: 409, body: { error: { code: 'work_submitted', message: 'You have submitted work on this deal, so you can no longer withdraw from it here. Message the brand, or report a problem to have an admin settle it.' } },
    });
    expect((await h.deps.db.from('deal_payments').select('status').eq('id', d.id).single()).data).toEqual({ status: 'held' });

    const unfunded = await acceptedApplication(h, 200);
    expect((await unfunded.athlete.from('applications').update({ status: 'withdrawn' }).eq('id', unfunded.applicationId)).error).toBeNull();
  });

  test('a checkout the brand opened before the talent withdrew from the unfunded deal: paying it is refunded in full, nothing is held', async () => {
    const deal = await acceptedApplication(h, 250);
    const res = await h.call(createPayment, { amount: deal.amount, description: 'Deal funding', user_id: BRAND_USER, application_id: deal.applicationId, success_url: `${SITE}/payment-success`, cancel_url: `${SITE}/payment-canceled` }, brand);
    expect(res.status).toBe(200);
    expect((await deal.athlete.from('applications').update({ status: 'withdrawn' }).eq('id', deal.applicationId)).error).toBeNull();
    expect(await h.pay(res.body.url)).toBe(303);
    await h.stripe.webhooks.idle();

    const dp = (await h.deps.db.from('deal_payments').select('id, status, payment_id').eq('application_id', deal.applicationId).single()).data!;
    expect(dp).toMatchObject({ status: 'awaiting_funding', payment_id: null });
    const paid = (await h.deps.db.from('payments').select('id, status, refund_reason, stripe_payment_intent_id').eq('deal_payment_id', dp.id).single()).data!;
    expect(paid).toMatchObject({ status: 'refunded', refund_reason: 'not_accepted' });
    expect(refundsOf(paid.stripe_payment_intent_id!)).toEqual([25000]);
    const note = (await h.deps.db.from('notifications').select('title, message').eq('user_id', BRAND_USER).eq('metadata->>payment_id', paid.id).eq('metadata->>status', 'refunded').single()).data!;
    expect(note).toEqual({ title: 'Payment refunded', message: '250.00 USD for Deal funding was refunded. The deal had ended before it was funded (the talent withdrew), so nothing was kept.' });
  });
});
