import { z } from 'zod';
import { callerId } from '../lib/auth';
import { dealPaymentForParty } from '../lib/deal-payments';
import { refundHeld, refuseIfEndedByAnother } from '../lib/deal-refund';
import type { Deps } from '../lib/deps';
import { conflict, forbidden } from '../lib/errors';
import { parseBody, type HttpRequest, type HttpResult } from '../lib/http';
import { assertInGoodStanding } from '../lib/standing';

const Body = z.strictObject({ deal_payment_id: z.uuid() });

/**
 * POST /withdraw-from-deal: the talent leaves a deal the brand funded, before any work is submitted. The brand is
 * refunded in full (no kill fee: the brand did not cancel) and the deal is over, as after any refund. After a
 * submission the money is the work's: the talent and the brand settle it, or an admin does.
 */
export async function withdrawFromDeal(deps: Deps, req: HttpRequest): Promise<HttpResult> {
  const { deal_payment_id } = parseBody(req, Body);
  const caller = await callerId(req.headers, deps.config);
  await assertInGoodStanding(deps, caller);
  const row = await dealPaymentForParty(deps, deal_payment_id, caller);
  if (row.payee_id !== caller) throw forbidden('Only the talent of this deal can withdraw from it.');
  if (row.status === 'refunded') {
    refuseIfEndedByAnother(row, 'talent');
    return { status: 200, body: { status: 'refunded' } };
  }
  if (row.status !== 'held') throw conflict('Only a funded deal whose money is still held can be withdrawn from.', 'not_held');
  if (row.submitted_at) {
    throw conflict('You have submitted work on this deal, so you can no longer withdraw from it here. Message the brand, or report a problem to have an admin settle it.', 'work_submitted');
  }
  await refundHeld(deps, row, 0, 'talent');
  return { status: 200, body: { status: 'refunded' } };
}
