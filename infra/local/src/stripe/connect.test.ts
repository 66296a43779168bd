/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeStandIn, type StripeStandIn } from './server';

const SECRET = 'whsec_test_connect';

async function endpoint() {
  const received: Stripe.Event[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push(JSON.parse(body) as Stripe.Event);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received, close: () => new Promise((r) => server.close(r)) };
}

const TEST_DETAILS = {
  first_name: 'Jordan', last_name: 'Reyes', email: 'jordan@example.com', dob: '2001-01-01', address_line1: '123 Main Street', postal_code: '94103',
  id_number: '000000000', url: 'https://instagram.com/jordanreyes', routing_number: '110000000', account_number: '000123456789',
};

describe('local Stripe stand-in: Connect (Express accounts, separate charges and transfers)', () => {
  let hook: Awaited<ReturnType<typeof endpoint>>;
  let s: StripeStandIn;
  let stripe: Stripe;
  beforeEach(async () => {
    hook = await endpoint();
    s = await startStripeStandIn({ webhookUrl: hook.url, webhookSecret: SECRET, retryDelays: [0.05] });
    stripe = new Stripe('sk_test_local', { host: '127.0.0.1', port: s.port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterEach(async () => {
    await s.close();
    await hook.close();
  });

  const express = () => stripe.accounts.create({ type: 'express', country: 'US', email: 'jordan@example.com', capabilities: { transfers: { requested: true } }, metadata: { user_id: 'u1' } });
  const onboard = async (account: string, form: Record<string, string>) => {
    const link = await stripe.accountLinks.create({ account, type: 'account_onboarding', refresh_url: 'http://localhost:3000/deals/earnings?refresh=1', return_url: 'http://localhost:3000/deals/earnings?return=1' });
    const page = await fetch(link.url);
    expect(page.status).toBe(200);
    const res = await fetch(link.url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
    return { link, res, html: await res.text() };
  };
  async function paidCharge(amount: number, card = '4242424242424242') {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment', line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: amount, product_data: { name: 'Deal funding' } } }], success_url: 'http://localhost:3000/ok',
    });
    await fetch(session.url!, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ number: card, expiry: '12 / 34', cvc: '123' }) });
    const pi = await stripe.paymentIntents.retrieve(String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent));
    return { pi, charge: String(pi.latest_charge) };
  }
  const events = async (type?: string) => {
    await s.webhooks.idle();
    return hook.received.filter((e) => !type || e.type === type);
  };

  test('an Express account is onboarded through the hosted page; the link is single-use; account.updated reports each step', async () => {
    const account = await express();
    expect(account).toMatchObject({ object: 'account', type: 'express', details_submitted: false, payouts_enabled: false, capabilities: { transfers: 'inactive' } });
    expect(account.requirements!.currently_due).toContain('external_account');

    // a missing field keeps the form open and names it, changing nothing
    const incomplete = await onboard(account.id, { ...TEST_DETAILS, account_number: '', intent: 'submit' });
    expect(incomplete.res.status).toBe(400);
    expect(incomplete.html).toContain('Fill in: Account number.');
    expect((await stripe.accounts.retrieve(account.id)).details_submitted).toBe(false);
    // the used link sends a second visit to refresh_url
    const again = await fetch(incomplete.link.url, { redirect: 'manual' });
    expect(again).toMatchObject({ status: 302 });
    expect(again.headers.get('location')).toBe('http://localhost:3000/deals/earnings?refresh=1');

    // "requires more information": an ID document is due
    const more = await onboard(account.id, { ...TEST_DETAILS, id_number: '111111111', intent: 'submit' });
    expect(more.res.status).toBe(303);
    expect(more.res.headers.get('location')).toBe('http://localhost:3000/deals/earnings?return=1');
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({ details_submitted: true, payouts_enabled: false, requirements: { currently_due: ['individual.verification.document'] } });

    await onboard(account.id, { ...TEST_DETAILS, intent: 'submit' });
    const ready = await stripe.accounts.retrieve(account.id);
    expect(ready).toMatchObject({ details_submitted: true, charges_enabled: true, payouts_enabled: true, capabilities: { transfers: 'active' }, requirements: { currently_due: [], disabled_reason: null } });
    const updates = await events('account.updated');
    expect(updates.map((e) => [e.account, (e.data.object as Stripe.Account).payouts_enabled])).toEqual([[account.id, false], [account.id, true]]);
    const login = await stripe.accounts.createLoginLink(account.id);
    expect(await (await fetch(login.url)).text()).toContain('Tax forms');
  });

  test('a transfer needs a ready destination and a charge with enough left; it is paid out at once; a reversal needs the balance', async () => {
    const account = await express();
    const { charge } = await paidCharge(80000);
    await expect(stripe.transfers.create({ amount: 72000, currency: 'usd', destination: account.id, source_transaction: charge }))
      .rejects.toMatchObject({ statusCode: 400, code: 'insufficient_capabilities_for_transfer' });
    await expect(stripe.transfers.create({ amount: 100, currency: 'usd', destination: 'acct_nope' })).rejects.toMatchObject({ code: 'resource_missing', param: 'destination' });
    await onboard(account.id, { ...TEST_DETAILS, intent: 'submit' });
    await expect(stripe.transfers.create({ amount: 90000, currency: 'usd', destination: account.id, source_transaction: charge })).rejects.toMatchObject({ code: 'balance_insufficient' });
    await expect(stripe.transfers.create({ amount: 100, currency: 'usd', destination: account.id, source_transaction: 'ch_nope' })).rejects.toMatchObject({ code: 'resource_missing' });

    const transfer = await stripe.transfers.create({ amount: 72000, currency: 'usd', destination: account.id, source_transaction: charge, transfer_group: 'deal_payment_1', metadata: { deal_payment_id: 'dp1' } });
    expect(transfer).toMatchObject({ amount: 72000, destination: account.id, source_transaction: charge, transfer_group: 'deal_payment_1' });
    expect((await stripe.transfers.list({ transfer_group: 'deal_payment_1' })).data.map((t) => t.id)).toEqual([transfer.id]);
    const payouts = await stripe.payouts.list({}, { stripeAccount: account.id });
    expect(payouts.data).toEqual([expect.objectContaining({ amount: 72000, status: 'paid', automatic: true })]);
    expect((await stripe.balance.retrieve({}, { stripeAccount: account.id })).available).toEqual([{ amount: 0, currency: 'usd' }]);
    const paid = await events('payout.paid');
    expect(paid).toEqual([expect.objectContaining({ account: account.id })]);
    // paid out already: the money is no longer in the account to take back
    await expect(stripe.transfers.createReversal(transfer.id)).rejects.toMatchObject({ code: 'balance_insufficient' });

    // with manual payouts the transferred money stays in the balance and a reversal takes it back
    await stripe.accounts.update(account.id, { settings: { payouts: { schedule: { interval: 'manual' } } } });
    const second = await paidCharge(50000);
    const kept = await stripe.transfers.create({ amount: 45000, currency: 'usd', destination: account.id, source_transaction: second.charge });
    expect((await stripe.balance.retrieve({}, { stripeAccount: account.id })).available[0]!.amount).toBe(45000);
    const reversal = await stripe.transfers.createReversal(kept.id, { metadata: { deal_payment_id: 'dp2' } });
    expect(reversal).toMatchObject({ object: 'transfer_reversal', amount: 45000, transfer: kept.id });
    expect(await stripe.transfers.retrieve(kept.id)).toMatchObject({ reversed: true, amount_reversed: 45000 });
    await expect(stripe.transfers.createReversal(kept.id)).rejects.toMatchObject({ code: 'transfer_already_reversed' });
    expect((await events('transfer.reversed')).map((e) => (e.data.object as Stripe.Transfer).id)).toEqual([kept.id]);
  });

  test('a partly refunded charge funds transfers up to what is left of it, and refunds no more than that', async () => {
    const account = await express();
    await onboard(account.id, { ...TEST_DETAILS, intent: 'submit' });
    const { charge, pi } = await paidCharge(60000);
    const intent = pi.id;
    const refund = await stripe.refunds.create({ payment_intent: intent, amount: 45000 });
    expect(refund).toMatchObject({ amount: 45000, status: 'succeeded' });
    expect(await stripe.charges.retrieve(charge)).toMatchObject({ amount_refunded: 45000, refunded: false });
    await expect(stripe.transfers.create({ amount: 15001, currency: 'usd', destination: account.id, source_transaction: charge })).rejects.toMatchObject({ code: 'balance_insufficient' });
    expect(await stripe.transfers.create({ amount: 13500, currency: 'usd', destination: account.id, source_transaction: charge })).toMatchObject({ amount: 13500 });
    await expect(stripe.refunds.create({ payment_intent: intent, amount: 15001 })).rejects.toMatchObject({ statusCode: 400, param: 'amount' });
    expect(await stripe.refunds.create({ payment_intent: intent })).toMatchObject({ amount: 15000 });
    expect(await stripe.charges.retrieve(charge)).toMatchObject({ amount_refunded: 60000, refunded: true });
    await expect(stripe.refunds.create({ payment_intent: intent })).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });

  test("a payout to Stripe's failing test account fails with Stripe's code and message, and the account needs a new bank account", async () => {
    const account = await express();
    await onboard(account.id, { ...TEST_DETAILS, account_number: '000111111116', intent: 'submit' });
    const { charge } = await paidCharge(30000);
    await stripe.transfers.create({ amount: 27000, currency: 'usd', destination: account.id, source_transaction: charge });
    const failed = await events('payout.failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ account: account.id, data: { object: { status: 'failed', failure_code: 'no_account', failure_message: expect.stringContaining('No bank account could be located') } } });
    expect((await stripe.balance.retrieve({}, { stripeAccount: account.id })).available[0]!.amount).toBe(27000);
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({ payouts_enabled: false, requirements: { currently_due: ['external_account'] } });
  });

  test('4000 0000 0000 0259 pays, then opens a dispute; a disputed charge cannot be refunded; evidence settles it', async () => {
    const { pi, charge } = await paidCharge(60000, '4000 0000 0000 0259');
    expect(pi.status).toBe('succeeded');
    const [created] = await events('charge.dispute.created');
    const dispute = created!.data.object as Stripe.Dispute;
    expect(dispute).toMatchObject({ charge, payment_intent: pi.id, amount: 60000, reason: 'fraudulent', status: 'needs_response' });
    expect(dispute.evidence_details.due_by).toBeGreaterThan(Date.now() / 1000 + 6 * 86_400);
    await expect(stripe.refunds.create({ payment_intent: pi.id })).rejects.toMatchObject({ code: 'charge_disputed' });
    expect(await stripe.disputes.update(dispute.id, { evidence: { uncategorized_text: 'winning_evidence' } })).toMatchObject({ status: 'won' });
    expect((await events('charge.dispute.closed')).map((e) => (e.data.object as Stripe.Dispute).status)).toEqual(['won']);
    expect((await stripe.disputes.retrieve(dispute.id)).status).toBe('won');
  });
});
