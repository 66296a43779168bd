/** @jest-environment node */
import { createPayment } from '../create-payment/create-payment';
import { refundDealPayment } from '../refund-deal-payment/refund-deal-payment';
import { releaseDealPayment } from '../release-deal-payment/release-deal-payment';
import { releaseHeldPayments } from '../release-held-payments/release-held-payments';
import { APEX_BRAND, signContract } from '../testing/deals';
import { SITE, startHarness, type Harness } from '../testing/harness';
import { onboard, signedIn } from '../testing/payouts';
import { payoutAccount } from './payout-account';

jest.setTimeout(300_000);
/** a talent who has not set up payouts (the demo athlete's account is seeded ready) */
const SOFIA = '10000000-0000-4000-8000-000000000180';
/** the demo athlete: a ready payout account (seeded, adopted by the stand-in) and a Pro plan */
const JORDAN = '10000000-0000-4000-8000-000000000001';
const AVA = '10000000-0000-4000-8000-000000000182';
const BRAND_USER = '10000000-0000-4000-8000-000000000003';

describe('Stripe Connect payouts', () => {
  let h: Harness;
  let talent: string;
  let ava: string;
  let brand: string;
  let admin: string;
  beforeAll(async () => {
    // payout events may arrive before the release has written its transfer: Stripe's redelivery covers that
    h = await startHarness({ retryDelays: [0.2, 0.5, 1, 2, 4] });
    talent = await h.token('sofia.reyes@members.pitchside.dev');
    ava = await h.token('ava.thompson@members.pitchside.dev');
    brand = await h.token('brand@pitchside.dev');
    admin = await h.token('admin@pitchside.dev');
  });
  afterAll(() => h.close());

  /** A deal of the demo brand accepted for the talent, funded on the hosted page with `card`, its deliverable submitted and approved. */
  async function approvedDeal(talent: { email: string; id: string }, amountUsd: number, card = '4242 4242 4242 4242', approve = true) {
    const brandClient = await signedIn(h, 'brand@pitchside.dev');
    const talentClient = await signedIn(h, talent.email);
    const deal = await brandClient.from('deals').insert({
      brand_id: APEX_BRAND, title: `Payout test ${Math.random().toString(36).slice(2, 8)}`, description: 'One reel.', compensation_amount: amountUsd, deliverables: ['Reel'],
    }).select('id, title').single();
    if (deal.error) throw deal.error;
    const app = await talentClient.from('applications').insert({ deal_id: deal.data.id, user_id: talent.id, application_data: { pitch: 'Ready.' } }).select('id').single();
    if (app.error) throw app.error;
    expect((await brandClient.from('applications').update({ status: 'accepted' }).eq('id', app.data.id)).error).toBeNull();
    await signContract(brandClient, talentClient, app.data.id);
    const fund = await h.call(createPayment, { amount: amountUsd * 100, description: 'Deal funding', user_id: BRAND_USER, application_id: app.data.id, success_url: `${SITE}/payment-success`, cancel_url: `${SITE}/payment-canceled` }, brand);
    expect(await h.pay(fund.body.url, card)).toBe(303);
    const dp = (await h.deps.db.from('deal_payments').select('id, payment:payments!deal_payments_payment_id_fkey(stripe_payment_intent_id)').eq('application_id', app.data.id).single()).data!;
    const deliverable = (await talentClient.from('deal_deliverables').select('id').eq('application_id', app.data.id).single()).data!;
    expect((await talentClient.from('deal_deliverables').update({ status: 'submitted', submission_url: 'https://instagram.com/p/reel' }).eq('id', deliverable.id)).error).toBeNull();
    if (approve) expect((await brandClient.from('deal_deliverables').update({ status: 'approved' }).eq('id', deliverable.id)).error).toBeNull();
    const intent = (dp.payment as unknown as { stripe_payment_intent_id: string }).stripe_payment_intent_id;
    return { id: dp.id, title: deal.data.title, intent, talentClient, brandClient };
  }
  const row = async (id: string) =>
    (await h.deps.db.from('deal_payments').select('status, fee_bps, fee_amount, net_amount, stripe_transfer_id, stripe_charge_id, stripe_payout_id, release_requested_at, transfer_reversed_at').eq('id', id).single()).data!;
  const transfersOf = (id: string) => [...h.stripe.store.transfers.values()].filter((t) => (t.metadata as Record<string, string>).deal_payment_id === id);
  const account = async (userId: string) => (await h.deps.db.from('payout_accounts').select('stripe_account_id, state, requirements, stripe_event_at').eq('user_id', userId).maybeSingle()).data;
  const titles = async (userId: string, dealPaymentId: string) =>
    ((await h.deps.db.from('notifications').select('title').eq('user_id', userId).eq('metadata->>deal_payment_id', dealPaymentId).order('created_at')).data ?? []).map((n) => n.title);
  const deliver = (event: Record<string, unknown>) => h.deliver(event);

  test('"Set up payouts" is the caller\'s own, for talent only, and returns to the site', async () => {
    const onboardBody = { action: 'onboard', return_url: `${SITE}/deals/earnings` };
    expect(await h.call(payoutAccount, onboardBody)).toMatchObject({ status: 401 });
    expect(await h.call(payoutAccount, onboardBody, brand)).toMatchObject({ status: 403, body: { error: { message: 'Payout accounts are for athletes and creators.' } } });
    expect(await h.call(payoutAccount, { ...onboardBody, return_url: 'https://evil.example/x' }, talent)).toMatchObject({ status: 400, body: { error: { code: 'off_site_url' } } });
    // the account id never comes from the browser
    expect(await h.call(payoutAccount, { ...onboardBody, stripe_account_id: 'acct_someone_else' }, talent)).toMatchObject({ status: 400, body: { error: { code: 'invalid_body' } } });
    expect(await h.call(payoutAccount, { action: 'refresh' }, talent)).toEqual({ status: 200, body: { state: 'not_started', requirements: [] } });
    expect(await h.call(payoutAccount, { action: 'dashboard' }, talent)).toMatchObject({ status: 400, body: { error: { code: 'no_payout_account' } } });
    const forged = await (await signedIn(h, 'sofia.reyes@members.pitchside.dev')).from('payout_accounts').insert({ user_id: SOFIA, stripe_account_id: 'acct_forged', state: 'ready' });
    expect(forged.error?.code).toBe('42501');
  });

  test('approved work waits for a ready account ("Set up payouts to receive $720.00"), then goes out on account.updated: one transfer from the charge, fee recorded, paid out', async () => {
    const d = await approvedDeal({ email: 'sofia.reyes@members.pitchside.dev', id: SOFIA }, 800);
    expect(await h.call(releaseDealPayment, { deal_payment_id: d.id }, brand)).toEqual({
      status: 202, body: { status: 'waiting_for_payouts', net_amount: 72000, message: 'Set up payouts to receive $720.00.' },
    });
    expect(await row(d.id)).toMatchObject({ status: 'held', release_requested_at: expect.any(String), stripe_transfer_id: null });
    expect(await titles(SOFIA, d.id)).toEqual(['Deal funded', 'Set up payouts to get paid']);
    // the scheduler finds nothing it can send either
    await releaseHeldPayments(h.deps);
    expect(transfersOf(d.id)).toHaveLength(0);

    // two "Set up payouts" clicks at once make one Express account
    const [a, b] = await Promise.all([1, 2].map(() => h.call(payoutAccount, { action: 'onboard', return_url: `${SITE}/deals/earnings` }, talent)));
    expect(a).toMatchObject({ status: 200, body: { state: 'not_started', url: expect.stringMatching(/\/connect\/onboarding\/link_/) } });
    expect(b!.status).toBe(200);
    expect([...h.stripe.connect.accounts.values()].filter((x) => (x.metadata as Record<string, string>).user_id === SOFIA)).toHaveLength(1);

    // Stripe requires more information: details needed, and the money still waits
    expect(await onboard(h, talent, { id_number: '111111111' })).toEqual({ status: 303, location: `${SITE}/deals/earnings?payouts=return` });
    expect(await h.call(payoutAccount, { action: 'refresh' }, talent)).toEqual({ status: 200, body: { state: 'details_needed', requirements: ['individual.verification.document'] } });
    expect((await row(d.id)).status).toBe('held');

    await onboard(h, talent);
    await h.stripe.webhooks.idle();
    const acct = (await account(SOFIA))!;
    expect(acct).toMatchObject({ state: 'ready', requirements: [] });
    const released = await row(d.id);
    const charge = (await h.deps.stripe.paymentIntents.retrieve(d.intent)).latest_charge;
    expect(released).toMatchObject({ status: 'released', fee_bps: 1000, fee_amount: 8000, net_amount: 72000, stripe_charge_id: charge, stripe_payout_id: expect.stringMatching(/^po_/) });
    expect(transfersOf(d.id)).toEqual([expect.objectContaining({ amount: 72000, destination: acct.stripe_account_id, source_transaction: charge })]);
    const payout = (await h.deps.db.from('payouts').select('user_id, amount, status, failure_code').eq('stripe_payout_id', released.stripe_payout_id!).single()).data;
    expect(payout).toEqual({ user_id: SOFIA, amount: 72000, status: 'paid', failure_code: null });
    expect(await titles(SOFIA, d.id)).toEqual(['Deal funded', 'Set up payouts to get paid', 'Payment released']);

    // double clicks, retries and the scheduler: still one transfer
    const again = await Promise.all([brand, talent, brand].map((t) => h.call(releaseDealPayment, { deal_payment_id: d.id }, t)));
    expect(again.map((r) => r.body.status)).toEqual(['released', 'released', 'released']);
    await releaseHeldPayments(h.deps);
    expect(transfersOf(d.id)).toHaveLength(1);

    // the talent reads their account and payout; another user reads neither
    expect((await d.talentClient.from('payouts').select('amount, status')).data).toEqual([{ amount: 72000, status: 'paid' }]);
    const stranger = await signedIn(h, 'creator@pitchside.dev');
    expect((await stranger.from('payout_accounts').select('user_id').eq('user_id', SOFIA)).data).toEqual([]);
    expect((await stranger.from('payouts').select('stripe_payout_id').eq('user_id', SOFIA)).data).toEqual([]);
    expect(await h.call(payoutAccount, { action: 'dashboard' }, talent)).toMatchObject({ status: 200, body: { url: expect.stringContaining(`/connect/dashboard/${acct.stripe_account_id}`) } });
  });

  test('a release that crashed after Stripe made the transfer finds that transfer instead of making a second', async () => {
    const d = await approvedDeal({ email: 'sofia.reyes@members.pitchside.dev', id: SOFIA }, 300, '4242 4242 4242 4242', false);
    const acct = (await account(SOFIA))!;
    const charge = String((await h.deps.stripe.paymentIntents.retrieve(d.intent)).latest_charge);
    // the transfer a lost attempt made (another idempotency key, as after Stripe's 24-hour key expiry)
    const lost = await h.deps.stripe.transfers.create({ amount: 27000, currency: 'usd', destination: acct.stripe_account_id, source_transaction: charge, transfer_group: `deal_payment_${d.id}`, metadata: { deal_payment_id: d.id } });
    await d.brandClient.from('deal_deliverables').update({ status: 'approved' }).eq('application_id', (await h.deps.db.from('deal_payments').select('application_id').eq('id', d.id).single()).data!.application_id!);
    expect(await h.call(releaseDealPayment, { deal_payment_id: d.id }, brand)).toEqual({ status: 200, body: { status: 'released' } });
    expect(transfersOf(d.id).map((t) => t.id)).toEqual([lost.id]);
    expect((await row(d.id)).stripe_transfer_id).toBe(lost.id);
  });

  test('duplicate and out-of-order account and payout events leave the newest state', async () => {
    const acct = (await account(SOFIA))!;
    const t = Math.floor(Date.now() / 1000) + 100;
    const updated = (id: string, created: number) => deliver({ id, type: 'account.updated', created, account: acct.stripe_account_id, data: { object: { id: acct.stripe_account_id, object: 'account', payouts_enabled: false } } });
    expect(await updated('evt_acct_newer', t + 10)).toEqual({ status: 200, body: { received: true } });
    const at = async () => Date.parse((await account(SOFIA))!.stripe_event_at!);
    expect(await at()).toBe((t + 10) * 1000);
    // an older event arriving late is acknowledged and changes nothing
    expect(await updated('evt_acct_older', t)).toEqual({ status: 200, body: { received: true } });
    expect((await account(SOFIA))!.state).toBe('ready');
    expect(await at()).toBe((t + 10) * 1000);
    // a duplicate is acknowledged as one
    expect(await updated('evt_acct_newer', t + 10)).toEqual({ status: 200, body: { received: true, duplicate: true } });

    const payout = (await h.deps.db.from('payouts').select('stripe_payout_id, stripe_event_at').eq('user_id', SOFIA).limit(1).single()).data!;
    const stale = await deliver({ id: 'evt_po_stale', type: 'payout.created', created: 1, account: acct.stripe_account_id, data: { object: { id: payout.stripe_payout_id, object: 'payout', status: 'pending' } } });
    expect(stale).toEqual({ status: 200, body: { received: true } });
    expect((await h.deps.db.from('payouts').select('status, stripe_event_at').eq('stripe_payout_id', payout.stripe_payout_id).single()).data).toEqual({ status: 'paid', stripe_event_at: payout.stripe_event_at });
  });

  test("a failed payout is kept with Stripe's reason and shown to the talent, whose account then needs a bank account", async () => {
    await onboard(h, ava, { first_name: 'Ava', last_name: 'Thompson', email: 'ava.thompson@members.pitchside.dev', account_number: '000111111116' });
    expect((await account(AVA))!.state).toBe('ready');
    const d = await approvedDeal({ email: 'ava.thompson@members.pitchside.dev', id: AVA }, 500);
    expect(await h.call(releaseDealPayment, { deal_payment_id: d.id }, brand)).toEqual({ status: 200, body: { status: 'released' } });
    await h.stripe.webhooks.idle();
    const released = await row(d.id);
    expect(released).toMatchObject({ status: 'released', net_amount: 45000, stripe_payout_id: expect.stringMatching(/^po_/) });
    const payout = (await d.talentClient.from('payouts').select('amount, status, failure_code, failure_message').eq('stripe_payout_id', released.stripe_payout_id!).single()).data;
    expect(payout).toEqual({ amount: 45000, status: 'failed', failure_code: 'no_account', failure_message: 'The bank account details on file are probably incorrect. No bank account could be located with those details.' });
    const told = (await d.talentClient.from('notifications').select('title, message').eq('metadata->>kind', 'payout')).data;
    expect(told).toEqual([{ title: 'Payout failed', message: expect.stringContaining('No bank account could be located') }]);
    expect(await account(AVA)).toMatchObject({ state: 'details_needed', requirements: ['external_account'] });
  });

  test('a disputed funding freezes the release and tells the brand, the talent and the admins; a won dispute lets it go', async () => {
    const d = await approvedDeal({ email: 'athlete@pitchside.dev', id: JORDAN }, 600, '4000 0000 0000 0259');
    const dispute = (await h.deps.db.from('payment_disputes').select('stripe_dispute_id, deal_payment_id, status, reason, amount, evidence_due_by').eq('deal_payment_id', d.id).single()).data!;
    expect(dispute).toMatchObject({ status: 'needs_response', reason: 'fraudulent', amount: 60000, evidence_due_by: expect.any(String) });
    expect(Date.parse(dispute.evidence_due_by!)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(await titles(JORDAN, d.id)).toContain('Payment on hold: disputed');
    expect(await titles(BRAND_USER, d.id)).toContain('Payment disputed');
    expect(await titles('10000000-0000-4000-8000-000000000005', d.id)).toEqual(['New payment dispute']);
    // the parties read it, a stranger does not
    expect((await d.brandClient.from('payment_disputes').select('status').eq('deal_payment_id', d.id)).data).toEqual([{ status: 'needs_response' }]);
    expect((await (await signedIn(h, 'creator@pitchside.dev')).from('payment_disputes').select('status').eq('deal_payment_id', d.id)).data).toEqual([]);

    expect(await h.call(releaseDealPayment, { deal_payment_id: d.id }, brand)).toMatchObject({ status: 409, body: { error: { code: 'disputed' } } });
    await releaseHeldPayments(h.deps);
    expect((await row(d.id)).status).toBe('held');
    expect(transfersOf(d.id)).toHaveLength(0);

    await h.deps.stripe.disputes.update(dispute.stripe_dispute_id, { evidence: { uncategorized_text: 'winning_evidence' } });
    await h.stripe.webhooks.idle();
    expect((await h.deps.db.from('payment_disputes').select('status, closed_at').eq('stripe_dispute_id', dispute.stripe_dispute_id).single()).data).toMatchObject({ status: 'won', closed_at: expect.any(String) });
    // told of the outcome, once (Stripe sends charge.dispute.updated and charge.dispute.closed)
    expect((await titles(JORDAN, d.id)).filter((t) => t.startsWith('Dispute'))).toEqual(['Dispute settled: payment stands']);
    expect((await titles(BRAND_USER, d.id)).filter((t) => t.startsWith('Dispute'))).toEqual(['Dispute settled']);
    expect(await h.call(releaseDealPayment, { deal_payment_id: d.id }, brand)).toEqual({ status: 200, body: { status: 'released' } });
  });

  test('a lost dispute: the bank gave the money back to the cardholder, so nothing is released; the deal payment ends refunded and both sides are told why', async () => {
    const d = await approvedDeal({ email: 'athlete@pitchside.dev', id: JORDAN }, 600, '4000 0000 0000 0259');
    const { stripe_dispute_id: disputeId } = (await h.deps.db.from('payment_disputes').select('stripe_dispute_id').eq('deal_payment_id', d.id).single()).data!;
    await h.deps.stripe.disputes.update(disputeId, { evidence: { uncategorized_text: 'losing_evidence' } });
    await h.stripe.webhooks.idle();
    expect(await row(d.id)).toMatchObject({ status: 'refunded', stripe_transfer_id: null });
    const title = (await h.deps.db.from('deals').select('title').eq('id', (await h.deps.db.from('deal_payments').select('deal_id').eq('id', d.id).single()).data!.deal_id!).single()).data!.title;
    const outcome = async (userId: string) =>
      (await h.deps.db.from('notifications').select('title, message').eq('user_id', userId).eq('metadata->>deal_payment_id', d.id).eq('metadata->>outcome', 'lost')).data;
    expect(await outcome(JORDAN)).toEqual([{
      title: 'Dispute lost: payment returned',
      message: `The brand's bank decided the dispute of the $600.00 payment for "${title}" for the brand and returned the money to them, so it will not be released to you. If you delivered work, report a problem and an admin will look into it.`,
    }]);
    expect((await outcome(BRAND_USER))!.map((n) => n.title)).toEqual(['Dispute decided']);
    // told once: the refund it ends in is that outcome, not a second, generic "Deal payment refunded"
    expect(await titles(JORDAN, d.id)).not.toContain('Deal payment refunded');
    expect(await titles(BRAND_USER, d.id)).not.toContain('Deal payment refunded');
    expect(await h.call(releaseDealPayment, { deal_payment_id: d.id }, brand)).toMatchObject({ status: 409, body: { error: { code: 'not_held' } } });
    await releaseHeldPayments(h.deps);
    expect(transfersOf(d.id)).toHaveLength(0);
  });

  test('a dispute recorded as lost holds the release even while the deal payment still reads held', async () => {
    const d = await approvedDeal({ email: 'athlete@pitchside.dev', id: JORDAN }, 500, '4000 0000 0000 0259');
    expect((await h.deps.db.from('payment_disputes').update({ status: 'lost', closed_at: new Date().toISOString() }).eq('deal_payment_id', d.id)).error).toBeNull();
    expect((await row(d.id)).status).toBe('held');
    expect(await h.call(releaseDealPayment, { deal_payment_id: d.id }, brand)).toMatchObject({ status: 409, body: { error: { code: 'disputed' } } });
    await releaseHeldPayments(h.deps);
    expect(transfersOf(d.id)).toHaveLength(0);
  });

  test("a dispute applied before the payment's own events still names the deal payment and holds its release", async () => {
    const d = await approvedDeal({ email: 'athlete@pitchside.dev', id: JORDAN }, 600, '4000 0000 0000 0259');
    const { stripe_dispute_id: disputeId } = (await h.deps.db.from('payment_disputes').select('stripe_dispute_id').eq('deal_payment_id', d.id).single()).data!;
    // as if Stripe delivered the dispute first: the deal payment does not name its payment yet, and no dispute is recorded
    const { payment_id: paymentId } = (await h.deps.db.from('deal_payments').select('payment_id').eq('id', d.id).single()).data!;
    expect((await h.deps.db.from('deal_payments').update({ payment_id: null }).eq('id', d.id)).error).toBeNull();
    expect((await h.deps.db.from('payment_disputes').delete().eq('stripe_dispute_id', disputeId)).error).toBeNull();
    expect(await deliver({ id: `evt_early_${d.id.slice(0, 8)}`, created: Math.floor(Date.now() / 1000), type: 'charge.dispute.created', data: { object: { id: disputeId, object: 'dispute' } } }))
      .toMatchObject({ status: 200 });
    expect((await h.deps.db.from('payment_disputes').select('deal_payment_id, status').eq('stripe_dispute_id', disputeId).single()).data)
      .toEqual({ deal_payment_id: d.id, status: 'needs_response' });
    expect((await h.deps.db.from('deal_payments').update({ payment_id: paymentId }).eq('id', d.id)).error).toBeNull();
    expect(await h.call(releaseDealPayment, { deal_payment_id: d.id }, brand)).toMatchObject({ status: 409, body: { error: { code: 'disputed' } } });
  });

  test('a refund after the transfer reverses it while the money is still in the talent\'s balance; once paid out it is refused with the reason', async () => {
    const acct = (await account(JORDAN))!;
    await h.deps.stripe.accounts.update(acct.stripe_account_id, { settings: { payouts: { schedule: { interval: 'manual' } } } });
    const d = await approvedDeal({ email: 'athlete@pitchside.dev', id: JORDAN }, 400);
    expect(await h.call(releaseDealPayment, { deal_payment_id: d.id }, brand)).toEqual({ status: 200, body: { status: 'released' } });
    const transferId = (await row(d.id)).stripe_transfer_id!;

    expect(await h.call(refundDealPayment, { deal_payment_id: d.id }, brand)).toMatchObject({ status: 409, body: { error: { code: 'not_held' } } });
    expect(await h.call(refundDealPayment, { deal_payment_id: d.id, reason: 'The reel was never published.' }, admin)).toEqual({ status: 200, body: { status: 'refunded' } });
    await h.stripe.webhooks.idle();
    expect(await row(d.id)).toMatchObject({ status: 'refunded', transfer_reversed_at: expect.any(String) });
    expect(h.stripe.store.transfers.get(transferId)).toMatchObject({ reversed: true, amount_reversed: 36000 });
    expect((await h.deps.stripe.paymentIntents.retrieve(d.intent)) as unknown).toMatchObject({ refunded: true });
    const audit = (await h.deps.db.from('admin_audit_log').select('action, reason').eq('target_id', d.id)).data;
    expect(audit).toEqual([{ action: 'deal_payment.refund_after_transfer', reason: 'The reel was never published.' }]);

    // the first deal's money went out to Sofia's bank: Stripe cannot take it back
    const paidOut = (await h.deps.db.from('deal_payments').select('id').eq('payee_id', SOFIA).eq('status', 'released').not('stripe_payout_id', 'is', null).order('released_at').limit(1).single()).data!;
    const refused = await h.call(refundDealPayment, { deal_payment_id: paidOut.id, reason: 'Brand asked for its money back.' }, admin);
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'already_paid_out', message: expect.stringContaining('already been paid out to their bank') } } });
    expect((await row(paidOut.id)).status).toBe('released');
  });

  test('a released payment whose charge the bank then disputes is not refunded by taking the talent\'s transfer back: 409, nothing moves', async () => {
    const d = await approvedDeal({ email: 'athlete@pitchside.dev', id: JORDAN }, 380);
    expect(await h.call(releaseDealPayment, { deal_payment_id: d.id }, brand)).toEqual({ status: 200, body: { status: 'released' } });
    const transferId = (await row(d.id)).stripe_transfer_id!;
    const dispute = { stripe_dispute_id: `dp_after_${d.id.slice(0, 8)}`, deal_payment_id: d.id, stripe_charge_id: 'ch_disputed_late', amount: 38000, currency: 'usd', reason: 'fraudulent', status: 'needs_response', stripe_event_at: new Date().toISOString() };
    expect((await h.deps.db.from('payment_disputes').insert(dispute)).error).toBeNull();
    expect(await h.call(refundDealPayment, { deal_payment_id: d.id, reason: 'The brand says it never ordered this.' }, admin)).toMatchObject({ status: 409, body: { error: { code: 'disputed' } } });
    expect((await h.deps.db.from('payment_disputes').update({ status: 'lost' }).eq('stripe_dispute_id', dispute.stripe_dispute_id)).error).toBeNull();
    expect(await h.call(refundDealPayment, { deal_payment_id: d.id, reason: 'The brand says it never ordered this.' }, admin)).toMatchObject({ status: 409, body: { error: { code: 'dispute_lost' } } });
    expect(await row(d.id)).toMatchObject({ status: 'released', transfer_reversed_at: null });
    expect(h.stripe.store.transfers.get(transferId)).toMatchObject({ reversed: false });
  });
});
