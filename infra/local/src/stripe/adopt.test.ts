/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startTestServer, type TestServer } from '../server/testing';
import { adoptDatabaseObjects } from './adopt';
import { startStripeStandIn, type StripeStandIn } from './server';

jest.setTimeout(120_000);

/**
 * The seed's Stripe objects (customers, plans, payments) exist only in the database; after adoption the stand-in
 * answers for them as the Stripe account the data came from would, so the demo accounts' plans and held payments work.
 */
describe('the stand-in adopts the Stripe objects the seeded database names', () => {
  let t: TestServer;
  let s: StripeStandIn;
  let hook: http.Server;
  const events: { type: string; data: { object: Record<string, unknown> } }[] = [];
  let stripe: Stripe;

  beforeAll(async () => {
    t = await startTestServer();
    hook = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        events.push(JSON.parse(body));
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    s = await startStripeStandIn({ webhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/`, webhookSecret: 'whsec_adopt' });
    stripe = new Stripe('sk_test_local', { host: '127.0.0.1', port: s.port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await s?.close();
    await new Promise((r) => hook?.close(r));
    await t?.cleanup();
  });

  test('unknown before, known after; a second adoption adds nothing', async () => {
    await expect(stripe.subscriptions.retrieve('sub_seedJordanPro')).rejects.toMatchObject({ code: 'resource_missing' });
    const counts = await t.db.query<{ c: number; s: number; p: number }>(
      `select (select count(*)::int from public.stripe_customers) as c,
              (select count(*)::int from public.subscriptions where stripe_subscription_id is not null) as s,
              (select count(*)::int from public.payments where status in ('succeeded', 'refunded') and stripe_payment_intent_id is not null) as p,
              (select count(*)::int from public.payout_accounts) as a`,
    );
    const { c, s: subs, p, a } = counts.rows[0]! as { c: number; s: number; p: number; a: number };
    expect(a).toBe(3);
    expect(await adoptDatabaseObjects(s.store, { url: t.url, serviceRoleKey: t.serviceRoleKey })).toBe(c + subs + p + a);
    expect(await adoptDatabaseObjects(s.store, { url: t.url, secretKey: t.secretKey })).toBe(0);
    expect((await stripe.customers.retrieve('cus_seedJordanReyes')).id).toBe('cus_seedJordanReyes');
  });

  test("each seeded payment that went through has its charge and Stripe's receipt page, recorded on its row", async () => {
    const rows = (await t.db.query<{ status: string; amount: number; stripe_charge_id: string; receipt_url: string | null }>(
      `select status, amount::int as amount, stripe_charge_id, receipt_url from public.payments
       where status in ('succeeded', 'refunded') and stripe_payment_intent_id is not null`,
    )).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !r.receipt_url)).toEqual([]);
    const refunded = rows.find((r) => r.status === 'refunded')!;
    const charge = await stripe.charges.retrieve(refunded.stripe_charge_id);
    expect(charge).toMatchObject({ receipt_url: refunded.receipt_url, refunded: true, amount_refunded: refunded.amount });
    const page = await fetch(refunded.receipt_url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Refunded');
  });

  test("a seeded plan is cancelled at the period's end, with the webhook naming its database row", async () => {
    const row = (await t.db.query<{ id: string }>(`select id from public.subscriptions where stripe_subscription_id = 'sub_seedJordanPro'`)).rows[0]!;
    const sub = await stripe.subscriptions.update('sub_seedJordanPro', { cancel_at_period_end: true });
    expect(sub.cancel_at_period_end).toBe(true);
    await s.webhooks.idle();
    const event = events.find((e) => e.type === 'customer.subscription.updated' && e.data.object.id === 'sub_seedJordanPro');
    expect(event?.data.object).toMatchObject({ status: 'active', cancel_at_period_end: true, metadata: { subscription_row_id: row.id } });
  });

  test("seeded payout accounts: the ready one takes transfers and opens its Express dashboard; the other still needs details", async () => {
    expect(await stripe.accounts.retrieve('acct_seedJordanReyes')).toMatchObject({ payouts_enabled: true, capabilities: { transfers: 'active' } });
    expect((await stripe.accounts.createLoginLink('acct_seedJordanReyes')).url).toContain('/connect/dashboard/acct_seedJordanReyes');
    expect(await stripe.accounts.retrieve('acct_seedMarcusBell')).toMatchObject({
      details_submitted: true, payouts_enabled: false, requirements: { currently_due: ['external_account', 'individual.verification.document'] },
    });
    const transfer = await stripe.transfers.create({ amount: 1000, currency: 'usd', destination: 'acct_seedJordanReyes' });
    expect(transfer.destination).toBe('acct_seedJordanReyes');
    await expect(stripe.transfers.create({ amount: 1000, currency: 'usd', destination: 'acct_seedMarcusBell' })).rejects.toMatchObject({ code: 'insufficient_capabilities_for_transfer' });
  });

  test('a seeded held deal payment is refunded once, for its amount', async () => {
    const held = (
      await t.db.query<{ intent: string; amount: number }>(
        `select p.stripe_payment_intent_id as intent, p.amount::int as amount from public.deal_payments d join public.payments p on p.id = d.payment_id where d.status = 'held' limit 1`,
      )
    ).rows[0]!;
    const refund = await stripe.refunds.create({ payment_intent: held.intent });
    expect(refund).toMatchObject({ status: 'succeeded', amount: held.amount, payment_intent: held.intent });
    await expect(stripe.refunds.create({ payment_intent: held.intent })).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });
});
