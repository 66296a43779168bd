import { z } from 'zod';
import { callerId } from '../lib/auth';
import { assertInGoodStanding } from '../lib/standing';
import { must } from '../lib/clients';
import { dealPaymentForParty } from '../lib/deal-payments';
import { refundHeld, refuseIfEndedByAnother } from '../lib/deal-refund';
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
    refuseIfEndedByAnother(row, asAdmin ? 'admin' : 'brand');
    // a cancellation stopped after its refund (a crash, a timeout) still owes the kill fee: pay it now
    if (row.kill_fee_amount && !row.released_at) await payKillFee(deps, row);
    return { status: 200, body: { status: 'refunded' } };
  }
  if (row.status === 'released') return refundAfterTransfer(deps, row, caller, asAdmin, reason ?? '');
  if (row.status !== 'held') throw conflict('Only a funded deal can be refunded.', 'not_held');
  if (row.submitted_at && !asAdmin) throw conflict('Work has been submitted, so this payment can no longer be refunded.', 'work_submitted');
  await refundHeld(deps, row, asAdmin ? 0 : await killFeeInForce(deps, row), asAdmin ? 'admin' : 'brand');
  if (asAdmin) {
    must(
      await deps.db.from('admin_audit_log').insert({ actor_id: caller, action: 'deal_payment.refund', target_type: 'deal_payment', target_id: row.id, reason, details: { amount: row.amount, deal_id: row.deal_id } }),
      'audit refund',
    );
  }
  return { status: 200, body: { status: 'refunded' } };
}
