import { z } from 'zod';
import { callerId } from '../lib/auth';
import { must } from '../lib/clients';
import { dealPaymentForParty } from '../lib/deal-payments';
import type { Deps } from '../lib/deps';
import { conflict, forbidden } from '../lib/errors';
import { parseBody, type HttpRequest, type HttpResult } from '../lib/http';

const Body = z.strictObject({ deal_payment_id: z.uuid() });

/** POST /refund-deal-payment: the brand cancels before any work is submitted and gets the held money back. */
export async function refundDealPayment(deps: Deps, req: HttpRequest): Promise<HttpResult> {
  const { deal_payment_id } = parseBody(req, Body);
  const caller = await callerId(req.headers, deps.config.jwtSecret);
  const row = await dealPaymentForParty(deps, deal_payment_id, caller);
  if (!row.isBrand) throw forbidden('Only the brand can cancel a funded deal.');
  if (row.status === 'refunded') return { status: 200, body: { status: 'refunded' } };
  if (row.status !== 'held') throw conflict('Only a funded deal can be refunded.', 'not_held');
  if (row.submitted_at) throw conflict('Work has been submitted, so this payment can no longer be refunded.', 'work_submitted');
  const payment = row.payment_id ? must(await deps.db.from('payments').select('stripe_payment_intent_id').eq('id', row.payment_id).maybeSingle(), 'read payment') : null;
  if (!payment?.stripe_payment_intent_id) throw conflict('This payment has not been confirmed by Stripe yet; try again in a minute.', 'not_confirmed');
  const refund = await deps.stripe.refunds.create({ payment_intent: payment.stripe_payment_intent_id, metadata: { deal_payment_id: row.id } }, { idempotencyKey: `refund-${row.id}` });
  const now = deps.now().toISOString();
  must(await deps.db.from('deal_payments').update({ status: 'refunded', refunded_at: now, stripe_refund_id: refund.id }).eq('id', row.id).eq('status', 'held'), 'refund deal payment');
  must(await deps.db.from('payments').update({ status: 'refunded' }).eq('id', row.payment_id!).eq('status', 'succeeded'), 'refund payment');
  return { status: 200, body: { status: 'refunded' } };
}
