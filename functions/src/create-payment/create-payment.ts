import Stripe from 'stripe';
import { z } from 'zod';
import { DEAL_PAYMENT_LIMITS } from 'shared-ui/billing';
import { callerId } from '../lib/auth';
import { assertInGoodStanding } from '../lib/standing';
import { must, mustOne } from '../lib/clients';
import { ensureCustomer } from '../lib/customers';
import type { Deps } from '../lib/deps';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { parseBody, type HttpRequest, type HttpResult } from '../lib/http';
import { assertSiteUrl } from '../lib/urls';

export const PaymentBody = z.strictObject({
  // minor units: the product multiplies dollars by 100
  amount: z.number().int('amount must be a whole number of cents').min(DEAL_PAYMENT_LIMITS.minUsd * 100).max(DEAL_PAYMENT_LIMITS.maxUsd * 100),
  description: z.string().trim().min(1).max(200),
  user_id: z.uuid(),
  success_url: z.string().max(2000),
  cancel_url: z.string().max(2000),
  /** Funding an accepted application: the money is held until the work is approved. */
  application_id: z.uuid().optional(),
});

type Body = z.infer<typeof PaymentBody>;

/** A payment whose Stripe session may still be paid: 'failed' is a declined card on a session that stays open. */
const PAYABLE = ['pending', 'failed'];
/** A payment row still without its session after this long was left by a call that failed half-way. */
const ABANDONED_MS = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type DealPaymentRef = { id: string; amount: number };

/** The deal payment an accepted application is funded through, after checking who may fund it and how much. */
async function dealPaymentFor({ db }: Deps, caller: string, body: Body & { application_id: string }): Promise<DealPaymentRef> {
  const app = must(
    await db.from('applications').select('id, status, user_id, application_data, deal:deals(id, title, brand_id, compensation_amount, brand:brands(owner_id))').eq('id', body.application_id).maybeSingle(),
    'read application',
  );
  if (!app?.deal) throw notFound('No such application.');
  const deal = app.deal as unknown as { id: string; title: string; brand_id: string; compensation_amount: number | string; brand: { owner_id: string } | null };
  if (deal.brand?.owner_id !== caller) throw forbidden('Only the brand that posted this deal can fund it.');
  if (app.status !== 'accepted') throw conflict('Only an accepted application can be funded.', 'not_accepted');
  // the contract issued at acceptance must be in force (both signed); the database refuses the deal payment too
  const contracts = must(await db.from('contracts').select('status').eq('application_id', app.id), 'read contract') ?? [];
  if (contracts.length > 0 && !contracts.some((c) => c.status === 'in_force')) {
    throw conflict('Waiting for signatures: both parties sign the contract before the deal is funded.', 'contract_unsigned');
  }
  // the applicant's proposed rate, else the deal's compensation: the database's own rule for what acceptance commits
  const amount = must(await db.rpc('application_amount', { p_application_data: app.application_data, p_deal_amount: Number(deal.compensation_amount) }), 'agreed amount');
  const agreed = Math.round(Number(amount) * 100);
  if (agreed <= 0) throw conflict('This deal has no cash compensation to fund.', 'nothing_to_fund');
  if (body.amount !== agreed) throw badRequest(`The amount must be the agreed $${(agreed / 100).toFixed(2)}.`, 'amount_mismatch');
  // one deal payment per application (unique): a click racing another shares its row instead of failing
  must(
    await db.from('deal_payments').upsert({ application_id: app.id, deal_id: deal.id, brand_id: deal.brand_id, payer_id: caller, payee_id: app.user_id, amount: agreed }, { onConflict: 'application_id', ignoreDuplicates: true }),
    'create deal payment',
  );
  const row = mustOne(await db.from('deal_payments').select('id, status, amount').eq('application_id', app.id).single(), 'read deal payment');
  if (row.status !== 'awaiting_funding') throw conflict(`This deal is already ${row.status === 'held' ? 'funded' : row.status}.`, 'already_funded');
  if (Number(row.amount) !== agreed) {
    must(await db.from('deal_payments').update({ amount: agreed }).eq('id', row.id).eq('status', 'awaiting_funding'), 'update deal payment amount');
  }
  return { id: row.id, amount: agreed };
}

/**
 * The checkout the deal payment's open payment row names, if the brand can still pay it: the same session is
 * handed out again (one payable checkout per deal payment). One for another amount is expired through Stripe
 * first, and one Stripe no longer offers is closed here, so a new one can open. Returns null when a new one may open.
 */
async function reuseOpenCheckout(deps: Deps, dp: DealPaymentRef): Promise<string | null> {
  const { db, stripe } = deps;
  for (let waited = 0; ; waited += 200) {
    const open = must(
      await db.from('payments').select('id, created_at, stripe_checkout_session_id').eq('deal_payment_id', dp.id).in('status', PAYABLE).maybeSingle(),
      'read open checkout',
    );
    if (!open) return null;
    const close = async () => {
      must(await db.from('payments').update({ status: 'canceled' }).eq('id', open.id).in('status', PAYABLE), 'close checkout');
      return null;
    };
    if (!open.stripe_checkout_session_id) {
      // another click is opening it right now: wait for its session, then hand out the same one
      if (deps.now().getTime() - Date.parse(open.created_at) > ABANDONED_MS) return close();
      if (waited >= 5_000) throw conflict('A checkout for this deal is being opened. Try again in a moment.', 'checkout_opening');
      await sleep(200);
      continue;
    }
    let session = await stripe.checkout.sessions.retrieve(open.stripe_checkout_session_id);
    if (session.status === 'open' && session.amount_total === dp.amount && session.url) return session.url;
    if (session.status === 'open') {
      try {
        session = await stripe.checkout.sessions.expire(session.id);
      } catch (e) {
        // paid (or expired) in the meantime: look again
        if (!(e instanceof Stripe.errors.StripeInvalidRequestError)) throw e;
        session = await stripe.checkout.sessions.retrieve(session.id);
      }
    }
    if (session.status === 'complete') throw conflict('This deal has just been paid; the payment is being confirmed. Refresh in a moment.', 'payment_confirming');
    return close();
  }
}

/** POST /create-payment: a one-off payment checkout -> {url}. With application_id it funds a deal. */
export async function createPayment(deps: Deps, req: HttpRequest): Promise<HttpResult> {
  const body = parseBody(req, PaymentBody);
  const caller = await callerId(req.headers, deps.config);
  await assertInGoodStanding(deps, caller);
  if (body.user_id !== caller) throw forbidden('You can only pay from your own account.');
  const successUrl = assertSiteUrl(body.success_url, deps.config.siteOrigins, 'success_url');
  const cancelUrl = assertSiteUrl(body.cancel_url, deps.config.siteOrigins, 'cancel_url');
  const dealPayment = body.application_id ? await dealPaymentFor(deps, caller, { ...body, application_id: body.application_id }) : undefined;
  const { db, stripe } = deps;
  const customer = await ensureCustomer(deps, caller);
  const metadata: Record<string, string> = { user_id: caller, ...(dealPayment ? { deal_payment_id: dealPayment.id, application_id: body.application_id! } : {}) };
  let payment: { id: string } | undefined;
  for (let attempt = 0; !payment; attempt++) {
    if (dealPayment) {
      const reused = await reuseOpenCheckout(deps, dealPayment);
      if (reused) return { status: 200, body: { url: reused } };
    }
    const inserted = await db.from('payments')
      .insert({ user_id: caller, amount: body.amount, description: body.description, metadata, deal_payment_id: dealPayment?.id ?? null })
      .select('id').single();
    // a racing click opened the deal's one payable checkout first (unique index): hand out that one
    if (inserted.error?.code === '23505' && dealPayment && attempt < 3) continue;
    payment = mustOne(inserted, 'create payment');
  }
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      // a card is charged at once, so a completed checkout is money held (a bank debit would complete unpaid)
      allowed_payment_method_types: ['card'],
      customer,
      client_reference_id: caller,
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: body.amount, product_data: { name: body.description } } }],
      payment_intent_data: { metadata: { ...metadata, payment_row_id: payment.id } },
      metadata: { ...metadata, payment_row_id: payment.id },
      success_url: successUrl,
      cancel_url: cancelUrl,
    },
    { idempotencyKey: `payment-${payment.id}` },
  );
  must(await db.from('payments').update({ stripe_checkout_session_id: session.id }).eq('id', payment.id), 'save checkout session');
  return { status: 200, body: { url: session.url } };
}
