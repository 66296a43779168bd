/** @jest-environment node */
import type Stripe from 'stripe';
import { createPayment } from '../create-payment/create-payment';
import { releaseDealPayment } from '../release-deal-payment/release-deal-payment';
import { APEX_BRAND, signContract } from '../testing/deals';
import { SITE, startHarness, type Harness } from '../testing/harness';
import { onboard, signedIn } from '../testing/payouts';

jest.setTimeout(300_000);
/** the demo athlete: a ready payout account (seeded, adopted by the stand-in) */
const JORDAN = '10000000-0000-4000-8000-000000000001';
const AVA = '10000000-0000-4000-8000-000000000182';
const BRAND_USER = '10000000-0000-4000-8000-000000000003';

/**
 * Which deal payments a payout paid: an automatic payout is linked to exactly the transfers among its balance
 * transactions (Stripe's `balance_transactions?payout=`), and a failed payout's money, coming back as a
 * payout_failure in a later payout, takes its deal payments with it. Not "the oldest that fit the amount".
 */
describe('payouts are linked to the deal payments they paid, through their balance transactions', () => {
  let h: Harness;
  let brand: string;
  beforeAll(async () => {
    h = await startHarness({ retryDelays: [0.2, 0.5, 1, 2, 4] });
    brand = await h.token('brand@pitchside.dev');
  });
  afterAll(() => h.close());

  async function releasedDeal(talent: { email: string; id: string }, amountUsd: number) {
    const brandClient = await signedIn(h, 'brand@pitchside.dev');
    const talentClient = await signedIn(h, talent.email);
    const deal = await brandClient.from('deals').insert({
      brand_id: APEX_BRAND, title: `Linking test ${Math.random().toString(36).slice(2, 8)}`, description: 'One reel.', compensation_amount: amountUsd, deliverables: ['Reel'],
    }).select('id').single();
    if (deal.error) throw deal.error;
    const app = await talentClient.from('applications').insert({ deal_id: deal.data.id, user_id: talent.id, application_data: { pitch: 'Ready.' } }).select('id').single();
    if (app.error) throw app.error;
    expect((await brandClient.from('applications').update({ status: 'accepted' }).eq('id', app.data.id)).error).toBeNull();
    // accepting issues the contract; the deal is funded once both have signed
    await signContract(brandClient, talentClient, app.data.id);
    const fund = await h.call(createPayment, { amount: amountUsd * 100, description: 'Deal funding', user_id: BRAND_USER, application_id: app.data.id, success_url: `${SITE}/payment-success`, cancel_url: `${SITE}/payment-canceled` }, brand);
    expect(await h.pay(fund.body.url)).toBe(303);
    const dp = (await h.deps.db.from('deal_payments').select('id').eq('application_id', app.data.id).single()).data!;
    const deliverable = (await talentClient.from('deal_deliverables').select('id').eq('application_id', app.data.id).single()).data!;
    expect((await talentClient.from('deal_deliverables').update({ status: 'submitted', submission_url: 'https://instagram.com/p/reel' }).eq('id', deliverable.id)).error).toBeNull();
    expect((await brandClient.from('deal_deliverables').update({ status: 'approved' }).eq('id', deliverable.id)).error).toBeNull();
    expect(await h.call(releaseDealPayment, { deal_payment_id: dp.id }, brand)).toEqual({ status: 200, body: { status: 'released' } });
    await h.stripe.webhooks.idle();
    return dp.id;
  }
  const linkOf = async (id: string) => (await h.deps.db.from('deal_payments').select('stripe_payout_id, net_amount').eq('id', id).single()).data!;
  const deliver = (event: Record<string, unknown>) => h.deliver(event);

  test("two payouts whose events arrive in the opposite order each get their own deal payment (the smaller, older one is not taken by the larger payout)", async () => {
    const older = await releasedDeal({ email: 'athlete@pitchside.dev', id: JORDAN }, 300);
    const newer = await releasedDeal({ email: 'athlete@pitchside.dev', id: JORDAN }, 500);
    const a = await linkOf(older);
    const b = await linkOf(newer);
    expect(a).toEqual({ stripe_payout_id: expect.stringMatching(/^po_/), net_amount: 27000 });
    expect(b).toEqual({ stripe_payout_id: expect.stringMatching(/^po_/), net_amount: 45000 });
    expect(a.stripe_payout_id).not.toBe(b.stripe_payout_id);
    const acct = (await h.deps.db.from('payout_accounts').select('stripe_account_id').eq('user_id', JORDAN).single()).data!.stripe_account_id;
    // Stripe's list for the larger payout names exactly the newer transfer
    const listed = await h.deps.stripe.balanceTransactions.list({ payout: b.stripe_payout_id!, type: 'payment', expand: ['data.source'] }, { stripeAccount: acct });
    const transfer = (await h.deps.db.from('deal_payments').select('stripe_transfer_id').eq('id', newer).single()).data!.stripe_transfer_id;
    expect(listed.data.map((bt) => (bt.source as Stripe.Charge).source_transfer)).toEqual([transfer]);

    // as if neither payout had been applied, then the larger one's event arrives first
    await h.deps.db.from('deal_payments').update({ stripe_payout_id: null }).in('id', [older, newer]);
    await h.deps.db.from('payouts').delete().in('stripe_payout_id', [a.stripe_payout_id!, b.stripe_payout_id!]);
    const created = Math.floor(Date.now() / 1000);
    const paid = (id: string, n: number) => ({ id: `evt_po_again_${n}_${id}`, type: 'payout.paid', created, account: acct, data: { object: { id, object: 'payout', status: 'paid' } } });
    expect(await deliver(paid(b.stripe_payout_id!, 1))).toEqual({ status: 200, body: { received: true } });
    expect(await linkOf(older)).toEqual({ ...a, stripe_payout_id: null });
    expect(await linkOf(newer)).toEqual(b);
    expect(await deliver(paid(a.stripe_payout_id!, 2))).toEqual({ status: 200, body: { received: true } });
    expect(await linkOf(older)).toEqual(a);
    // a late, repeated event of the first payout moves nothing
    expect(await deliver(paid(b.stripe_payout_id!, 3))).toEqual({ status: 200, body: { received: true } });
    expect([await linkOf(older), await linkOf(newer)]).toEqual([a, b]);
  });

  test("a failed payout's deal payment moves to the payout that later pays its money out (its payout_failure), with the next transfer", async () => {
    const ava = await h.token('ava.thompson@members.pitchside.dev');
    await onboard(h, ava, { first_name: 'Ava', last_name: 'Thompson', email: 'ava.thompson@members.pitchside.dev', account_number: '000111111116' });
    const first = await releasedDeal({ email: 'ava.thompson@members.pitchside.dev', id: AVA }, 500);
    const failedPayout = (await linkOf(first)).stripe_payout_id!;
    expect((await h.deps.db.from('payouts').select('status').eq('stripe_payout_id', failedPayout).single()).data).toEqual({ status: 'failed' });

    // Ava gives a working bank account; the next release's payout carries both
    await onboard(h, ava, { first_name: 'Ava', last_name: 'Thompson', email: 'ava.thompson@members.pitchside.dev', account_number: '000123456789' });
    expect((await h.deps.db.from('payout_accounts').select('state').eq('user_id', AVA).single()).data).toEqual({ state: 'ready' });
    const second = await releasedDeal({ email: 'ava.thompson@members.pitchside.dev', id: AVA }, 200);
    const payout = (await linkOf(second)).stripe_payout_id!;
    expect(payout).not.toBe(failedPayout);
    expect((await h.deps.db.from('payouts').select('amount, status').eq('stripe_payout_id', payout).single()).data).toEqual({ amount: 45000 + 18000, status: 'paid' });
    expect(await linkOf(first)).toEqual({ stripe_payout_id: payout, net_amount: 45000 });
    expect((await h.deps.db.from('deal_payments').select('id').eq('stripe_payout_id', failedPayout)).data).toEqual([]);
  });
});
