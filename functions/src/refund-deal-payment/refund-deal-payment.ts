import Stripe from 'stripe';
import { z } from 'zod';
import { callerId } from '../lib/auth';
import { assertInGoodStanding } from '../lib/standing';
import { must } from '../lib/clients';
import { dealPaymentForParty } from '../lib/deal-payments';
import type { Deps } from '../lib/deps';
import { badRequest, conflict, forbidden } from '../lib/errors';
import { parseBody, type HttpRequest, type HttpResult } from '../lib/http';
import { payKillFee } from '../lib/payouts';
import { killFeeInForce } from './kill-fee';
import { refundAfterTransfer } from './refund-after-transfer';

const Body = z.strictObject({
  deal_payment_id: z.uuid(),
  /** An admin settling a dispute says why (the audit log keeps it). */
  reason: z.string().trim().max(500).optional(),
});

/**
 * POST /refund-deal-payment: the brand cancels before any work is submitted and gets the held money back, less
 * the kill fee its contract in force sets (section 7), which goes to the talent (lib/payouts payKillFee). An
 * admin may refund a held payment in full at any point (a dispute), with a reason, and the audit log records it.
 * Invariant: of the one charge, the refund and the kill fee add up to it; each is made once (Stripe's
 * idempotency keys, updates guarded by the status they leave).
 */
export async function refundDealPayment(deps: Deps, req: HttpRequest): Promise<HttpResult> {
  const { deal_payment_id, reason } = parseBody(req, Body);
  const caller = await callerId(req.headers, deps.config);
  await assertInGoodStanding(deps, caller);
  const row = await dealPaymentForParty(deps, deal_payment_id, caller);
  const asAdmin = row.isAdmin && !row.isBrand;
  if (!row.isBrand && !row.isAdmin) throw forbidden('Only the brand can cancel a funded deal.');
  if (asAdmin && !reason) throw badRequest('Give a reason: both sides and the audit log will see it.', 'reason_required');
  if (row.status === 'refunded') {
    // a cancellation stopped after its refund (a crash, a timeout) still owes the kill fee: pay it now
    if (row.kill_fee_amount && !row.released_at) await payKillFee(deps, row);
    return { status: 200, body: { status: 'refunded' } };
  }
  if (row.status === 'released') return refundAfterTransfer(deps, row, caller, asAdmin, reason ?? '');
  if (row.status !== 'held') throw conflict('Only a funded deal can be refunded.', 'not_held');
  if (row.submitted_at && !asAdmin) throw conflict('Work has been submitted, so this payment can no longer be refunded.', 'work_submitted');
  const payment = row.payment_id ? must(await deps.db.from('payments').select('stripe_payment_intent_id').eq('id', row.payment_id).maybeSingle(), 'read payment') : null;
  if (!payment?.stripe_payment_intent_id) throw conflict('This payment has not been confirmed by Stripe yet; try again in a minute.', 'not_confirmed');
  const killFee = asAdmin ? 0 : await killFeeInForce(deps, row);
  const back = row.amount - killFee;
  let refund: Stripe.Refund | null = null;
  try {
    if (back > 0) {
      refund = killFee
        ? await deps.stripe.refunds.create({ payment_intent: payment.stripe_payment_intent_id, amount: back, metadata: { deal_payment_id: row.id, kill_fee: String(killFee) } }, { idempotencyKey: `refund-${row.id}-less-kill-fee` })
        : await deps.stripe.refunds.create({ payment_intent: payment.stripe_payment_intent_id, metadata: { deal_payment_id: row.id } }, { idempotencyKey: `refund-${row.id}` });
    }
  } catch (e) {
    // a payment made in another Stripe account or mode (or seeded locally) cannot be refunded through this one
    if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'resource_missing') {
      throw conflict('Stripe has no record of this payment here, so it cannot be refunded from Pitchside. Refund it in the Stripe dashboard.', 'unknown_payment');
    }
    if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'charge_disputed') {
      throw conflict("The card's bank disputed this payment, so it cannot be refunded while the dispute is open: the dispute decides where the money goes.", 'disputed');
    }
    throw e;
  }
  const now = deps.now().toISOString();
  must(
    await deps.db.from('deal_payments').update({ status: 'refunded', refunded_at: now, stripe_refund_id: refund?.id ?? null, kill_fee_amount: killFee || null })
      .eq('id', row.id).eq('status', 'held'),
    'refund deal payment',
  );
  must(
    await deps.db.from('payments').update(killFee ? { refunded_amount: back || null } : { status: 'refunded' }).eq('id', row.payment_id!).eq('status', 'succeeded'),
    'refund payment',
  );
  if (killFee) await payKillFee(deps, { ...row, status: 'refunded', kill_fee_amount: killFee, released_at: null });
  if (asAdmin) {
    must(
      await deps.db.from('admin_audit_log').insert({ actor_id: caller, action: 'deal_payment.refund', target_type: 'deal_payment', target_id: row.id, reason, details: { amount: row.amount, deal_id: row.deal_id } }),
      'audit refund',
    );
  }
  return { status: 200, body: { status: 'refunded' } };
}
