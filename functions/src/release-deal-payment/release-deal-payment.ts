import { z } from 'zod';
import { callerId } from '../lib/auth';
import { assertInGoodStanding } from '../lib/standing';
import { dealPaymentForParty } from '../lib/deal-payments';
import { refusedPartlyRefunded } from '../lib/deal-refund';
import { releaseToTalent, waitingMessage } from '../lib/payouts';
import type { Deps } from '../lib/deps';
import { conflict } from '../lib/errors';
import { parseBody, type HttpRequest, type HttpResult } from '../lib/http';

const Body = z.strictObject({ deal_payment_id: z.uuid() });

/** POST /release-deal-payment: once the brand has approved every deliverable, the held money goes to the talent. */
export async function releaseDealPayment(deps: Deps, req: HttpRequest): Promise<HttpResult> {
  const { deal_payment_id } = parseBody(req, Body);
  const caller = await callerId(req.headers, deps.config);
  await assertInGoodStanding(deps, caller);
  const row = await dealPaymentForParty(deps, deal_payment_id, caller);
  if (row.status === 'released') return { status: 200, body: { status: 'released' } };
  if (row.status !== 'held') throw conflict('Only a funded deal can release its payment.', 'not_held');
  if (!row.approved_at) throw conflict('The payment is released when the brand has approved all the work.', 'not_approved');
  const out = await releaseToTalent(deps, row, 'approved');
  if (out.status === 'disputed') throw conflict('The brand\'s bank has disputed this payment, so it cannot be released until the dispute is settled.', 'disputed');
  if (out.status === 'partly_refunded') throw refusedPartlyRefunded();
  if (out.status === 'waiting_for_payouts') {
    // approved, but the talent has no ready payout account yet: it goes out when Stripe says the account is ready
    return { status: 202, body: { status: 'waiting_for_payouts', net_amount: out.net, message: waitingMessage(out.net, row.currency) } };
  }
  return { status: 200, body: { status: 'released' } };
}
