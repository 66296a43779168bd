import { z } from 'zod';
import { DEAL_PAYMENT_LIMITS } from 'shared-ui/billing';
import { callerId } from '../lib/auth';
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

/** The deal payment an accepted application is funded through, after checking who may fund it and how much. */
async function dealPaymentFor({ db }: Deps, caller: string, body: Body & { application_id: string }) {
  const app = must(
    await db.from('applications').select('id, status, user_id, application_data, deal:deals(id, title, brand_id, compensation_amount, brand:brands(owner_id))').eq('id', body.application_id).maybeSingle(),
    'read application',
  );
  if (!app?.deal) throw notFound('No such application.');
  const deal = app.deal as unknown as { id: string; title: string; brand_id: string; compensation_amount: number | string; brand: { owner_id: string } | null };
  if (deal.brand?.owner_id !== caller) throw forbidden('Only the brand that posted this deal can fund it.');
  if (app.status !== 'accepted') throw conflict('Only an accepted application can be funded.', 'not_accepted');
  // the applicant's proposed rate, else the deal's compensation: the database's own rule for what acceptance commits
  const amount = must(await db.rpc('application_amount', { p_application_data: app.application_data, p_deal_amount: Number(deal.compensation_amount) }), 'agreed amount');
  const agreed = Math.round(Number(amount) * 100);
  if (agreed <= 0) throw conflict('This deal has no cash compensation to fund.', 'nothing_to_fund');
  if (body.amount !== agreed) throw badRequest(`The amount must be the agreed $${(agreed / 100).toFixed(2)}.`, 'amount_mismatch');
  const existing = must(await db.from('deal_payments').select('id, status').eq('application_id', app.id).maybeSingle(), 'read deal payment');
  if (existing && existing.status !== 'awaiting_funding') throw conflict(`This deal is already ${existing.status === 'held' ? 'funded' : existing.status}.`, 'already_funded');
  if (existing) return existing.id;
  const created = mustOne(
    await db.from('deal_payments').insert({ application_id: app.id, deal_id: deal.id, brand_id: deal.brand_id, payer_id: caller, payee_id: app.user_id, amount: agreed }).select('id').single(),
    'create deal payment',
  );
  return created.id;
}

/** POST /create-payment: a one-off payment checkout -> {url}. With application_id it funds a deal. */
export async function createPayment(deps: Deps, req: HttpRequest): Promise<HttpResult> {
  const body = parseBody(req, PaymentBody);
  const caller = await callerId(req.headers, deps.config);
  if (body.user_id !== caller) throw forbidden('You can only pay from your own account.');
  const successUrl = assertSiteUrl(body.success_url, deps.config.siteOrigins, 'success_url');
  const cancelUrl = assertSiteUrl(body.cancel_url, deps.config.siteOrigins, 'cancel_url');
  const dealPaymentId = body.application_id ? await dealPaymentFor(deps, caller, { ...body, application_id: body.application_id }) : undefined;

  const { db, stripe } = deps;
  const customer = await ensureCustomer(deps, caller);
  const metadata: Record<string, string> = { user_id: caller, ...(dealPaymentId ? { deal_payment_id: dealPaymentId, application_id: body.application_id! } : {}) };
  const payment = mustOne(
    await db.from('payments').insert({ user_id: caller, amount: body.amount, description: body.description, metadata }).select('id').single(),
    'create payment',
  );
  if (dealPaymentId) must(await db.from('deal_payments').update({ payment_id: payment.id }).eq('id', dealPaymentId), 'link payment');
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
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
