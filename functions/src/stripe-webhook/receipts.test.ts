/** @jest-environment node */
import { createCheckoutSession } from '../create-checkout-session/create-checkout-session';
import { createPayment } from '../create-payment/create-payment';
import { refundDealPayment } from '../refund-deal-payment/refund-deal-payment';
import { acceptedApplication } from '../testing/deals';
import { SITE, startHarness, type Harness } from '../testing/harness';

jest.setTimeout(120_000);
const BRAND_USER = '10000000-0000-4000-8000-000000000003';
const TYLER = '10000000-0000-4000-8000-000000000015';
const RECEIPT_COLUMNS = 'status, stripe_payment_intent_id, stripe_charge_id, receipt_url, paid_at, stripe_event_at';

/**
 * Receipts: each funding and plan payment records the charge that paid it and Stripe's receipt URL for that
 * charge, fetched from Stripe (never taken from the event body or the browser), once, whatever order the
 * charge's events arrive in and however often they are delivered.
 */
describe('receipts recorded by the webhook', () => {
  let h: Harness;
  let brand: string;
  beforeAll(async () => {
    h = await startHarness();
    brand = await h.token('brand@pitchside.dev');
  });
  afterAll(() => h.close());

  const deliver = (event: Record<string, unknown>) => h.deliver(event);
  const row = async (id: string) => (await h.deps.db.from('payments').select(RECEIPT_COLUMNS).eq('id', id).single()).data!;

  async function fundedDeal() {
    const deal = await acceptedApplication(h, 640);
    const res = await h.call(createPayment, {
      amount: deal.amount, description: 'Deal funding', user_id: BRAND_USER, application_id: deal.applicationId,
      success_url: `${SITE}/payment-success`, cancel_url: `${SITE}/payment-canceled`,
    }, brand);
    expect(res.status).toBe(200);
    expect(await h.pay(res.body.url)).toBe(303);
    const payment = (await h.deps.db.from('payments').select('id, deal_payment_id').eq('stripe_checkout_session_id', res.body.url.split('/').pop()).single()).data!;
    return { ...deal, paymentId: payment.id, dealPaymentId: payment.deal_payment_id! };
  }

  test("funding a deal records the charge, Stripe's receipt URL and when it was paid; the receipt page shows the payment", async () => {
    const { paymentId, amount } = await fundedDeal();
    const paid = await row(paymentId);
    const charge = await h.deps.stripe.charges.retrieve(paid.stripe_charge_id!);
    expect(paid).toMatchObject({ status: 'succeeded', receipt_url: charge.receipt_url });
    expect(Date.parse(paid.paid_at!)).toBe(charge.created * 1000);
    expect(charge.payment_intent).toBe(paid.stripe_payment_intent_id);
    expect(paid.receipt_url).toMatch(new RegExp(`^http://localhost:${h.stripe.port}/receipts/payment/[\\w-]+$`));
    const page = await fetch(paid.receipt_url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`$${(amount / 100).toFixed(2)}`);
  });

  test('duplicate and late charge events change nothing; a forged receipt_url in an event body is never recorded', async () => {
    const { paymentId, dealPaymentId } = await fundedDeal();
    const before = await row(paymentId);
    const charge = h.stripe.store.charge(before.stripe_charge_id!);
    const created = Number(charge.created);
    const succeeded = { id: `evt_charge_${paymentId}`, type: 'charge.succeeded', created, data: { object: { ...charge, receipt_url: 'https://attacker.example/receipt' } } };
    expect(await deliver(succeeded)).toEqual({ status: 200, body: { received: true } });
    expect(await deliver(succeeded)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await row(paymentId)).toEqual(before);

    // refunded less the contract's kill fee (the brand cancels before any work), then an old charge.succeeded arrives
    // late: the payment stays paid with what was refunded of it, same receipt
    expect(await h.call(refundDealPayment, { deal_payment_id: dealPaymentId }, brand)).toEqual({ status: 200, body: { status: 'refunded' } });
    await h.stripe.webhooks.idle();
    const refunded = await row(paymentId);
    expect(refunded).toEqual(before);
    expect(await deliver({ ...succeeded, id: `evt_charge_late_${paymentId}`, created: created - 60 })).toEqual({ status: 200, body: { received: true } });
    expect(await row(paymentId)).toEqual(refunded);
    expect((await h.deps.db.from('payments').select('refunded_amount').eq('id', paymentId).single()).data).toEqual({ refunded_amount: 48000 });
    // Stripe keeps the receipt current: the same URL now shows the refund
    const receipt = await (await fetch(refunded.receipt_url!)).text();
    expect(receipt).toContain('Refunded');
    expect(receipt).toContain('&minus;$480.00');
  });

  test('a charge.succeeded that arrives before the payment knows its payment intent still finds the payment and records only the receipt', async () => {
    const { paymentId } = await fundedDeal();
    const full = await row(paymentId);
    // as if the charge's event came first: the row does not know its intent or charge yet
    await h.deps.db.from('payments').update({ status: 'pending', stripe_payment_intent_id: null, stripe_charge_id: null, receipt_url: null, paid_at: null, stripe_event_at: null }).eq('id', paymentId);
    const charge = h.stripe.store.charge(full.stripe_charge_id!);
    expect(await deliver({ id: `evt_early_${paymentId}`, type: 'charge.succeeded', created: Number(charge.created), data: { object: charge } })).toEqual({ status: 200, body: { received: true } });
    expect(await row(paymentId)).toEqual({
      status: 'pending', stripe_payment_intent_id: null, stripe_event_at: null,
      stripe_charge_id: full.stripe_charge_id, receipt_url: full.receipt_url, paid_at: full.paid_at,
    });
  });

  test("a plan's invoice payment records its payment intent and receipt once, however often invoice.paid is delivered", async () => {
    const token = await h.token('tyler.brooks@pitchside.dev');
    const res = await h.call(createCheckoutSession, { user_id: TYLER, plan_id: 'pro', price_id: 'price_pro_monthly', success_url: `${SITE}/subscription?success=true`, cancel_url: `${SITE}/subscription?canceled=true` }, token);
    expect(res.status).toBe(200);
    await h.pay(res.body.checkout_url);
    const plan = (await h.deps.db.from('payments').select(`id, metadata, amount, ${RECEIPT_COLUMNS}`).eq('user_id', TYLER).not('metadata->>invoice_id', 'is', null)).data!;
    expect(plan).toHaveLength(1);
    const charge = await h.deps.stripe.charges.retrieve(plan[0]!.stripe_charge_id!);
    expect(plan[0]).toMatchObject({ status: 'succeeded', stripe_payment_intent_id: charge.payment_intent, receipt_url: charge.receipt_url, amount: charge.amount });

    const invoiceId = (plan[0]!.metadata as { invoice_id: string }).invoice_id;
    const subscriptionId = (plan[0]!.metadata as { subscription_id: string }).subscription_id;
    const again = {
      id: `evt_invoice_again_${invoiceId}`, type: 'invoice.paid', created: Math.floor(Date.now() / 1000),
      data: { object: { id: invoiceId, object: 'invoice', amount_paid: charge.amount, amount_due: charge.amount, currency: 'usd', parent: { subscription_details: { subscription: subscriptionId, metadata: {} } } } },
    };
    expect(await deliver(again)).toEqual({ status: 200, body: { received: true } });
    const after = (await h.deps.db.from('payments').select(`id, metadata, amount, ${RECEIPT_COLUMNS}`).eq('user_id', TYLER).not('metadata->>invoice_id', 'is', null)).data!;
    expect(after).toEqual(plan);
  });

  test('a plan paid after a declined card is recorded once, paid, with its receipt', async () => {
    const SOFIA = '10000000-0000-4000-8000-000000000180';
    const token = await h.token('sofia.reyes@members.pitchside.dev');
    const res = await h.call(createCheckoutSession, { user_id: SOFIA, plan_id: 'pro', price_id: 'price_pro_monthly', success_url: `${SITE}/subscription?success=true`, cancel_url: `${SITE}/subscription?canceled=true` }, token);
    expect(res.status).toBe(200);
    expect(await h.pay(res.body.checkout_url, '4000 0000 0000 0002')).toBe(402);
    expect(await h.pay(res.body.checkout_url)).toBe(303);
    const plan = (await h.deps.db.from('payments').select('description, amount, status, receipt_url').eq('user_id', SOFIA)).data;
    expect(plan).toEqual([{ description: 'Pitchside Pro: monthly plan', amount: 1900, status: 'succeeded', receipt_url: expect.stringMatching(/\/receipts\/payment\//) }]);
  });
});
