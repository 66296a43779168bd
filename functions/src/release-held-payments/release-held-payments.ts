import { allWorkIn, heldPayments, release, unpaidKillFees } from '../lib/deal-payments';
import type { Deps } from '../lib/deps';
import { payKillFee } from '../lib/payouts';

export const NO_RESPONSE_DAYS = 7;

export type ReleaseRun = { approved: number; noResponse: number; killFees: number; failed: { deal_payment_id: string; error: string }[] };

/**
 * Scheduled: releases what is owed. A held payment whose work is all approved is released; one whose latest
 * submission has waited more than 7 days with every deliverable in (the brand neither approved nor asked for
 * changes) is released too, as 'no_response'. A cancelled deal's kill fee not paid yet (its cancellation was cut
 * off, or a dispute held it) is paid when nothing holds it any more. A payment that fails (a restricted payout
 * account, Stripe unreachable) is reported and tried again next run; it does not hold up the others.
 */
export async function releaseHeldPayments(deps: Deps): Promise<ReleaseRun> {
  const cutoff = deps.now().getTime() - NO_RESPONSE_DAYS * 86_400_000;
  const run: ReleaseRun = { approved: 0, noResponse: 0, killFees: 0, failed: [] };
  const attempt = async (id: string, pay: () => Promise<boolean>): Promise<boolean> => {
    try {
      return await pay();
    } catch (e) {
      run.failed.push({ deal_payment_id: id, error: e instanceof Error ? e.message : String(e) });
      return false;
    }
  };
  for (const row of await heldPayments(deps)) {
    if (row.approved_at) {
      if (await attempt(row.id, () => release(deps, row, 'approved'))) run.approved++;
    } else if (row.submitted_at && Date.parse(row.submitted_at) < cutoff) {
      if (await attempt(row.id, async () => (await allWorkIn(deps, row.id)) && release(deps, row, 'no_response'))) run.noResponse++;
    }
  }
  for (const row of await unpaidKillFees(deps)) {
    if (await attempt(row.id, async () => (await payKillFee(deps, row)).status === 'released')) run.killFees++;
  }
  return run;
}
