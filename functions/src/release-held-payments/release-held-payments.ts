import { allWorkIn, heldPayments, release, unpaidKillFees } from '../lib/deal-payments';
import type { Deps } from '../lib/deps';
import { payKillFee } from '../lib/payouts';

export const NO_RESPONSE_DAYS = 7;

/**
 * Scheduled: releases what is owed. A held payment whose work is all approved is released; one whose latest
 * submission has waited more than 7 days with every deliverable in (the brand neither approved nor asked for
 * changes) is released too, as 'no_response'. A cancelled deal's kill fee not paid yet (its cancellation was cut
 * off, or a dispute held it) is paid when nothing holds it any more.
 */
export async function releaseHeldPayments(deps: Deps): Promise<{ approved: number; noResponse: number; killFees: number }> {
  const cutoff = deps.now().getTime() - NO_RESPONSE_DAYS * 86_400_000;
  let approved = 0;
  let noResponse = 0;
  let killFees = 0;
  for (const row of await heldPayments(deps)) {
    if (row.approved_at) {
      if (await release(deps, row, 'approved')) approved++;
    } else if (row.submitted_at && Date.parse(row.submitted_at) < cutoff && (await allWorkIn(deps, row.id))) {
      if (await release(deps, row, 'no_response')) noResponse++;
    }
  }
  for (const row of await unpaidKillFees(deps)) {
    if ((await payKillFee(deps, row)).status === 'released') killFees++;
  }
  return { approved, noResponse, killFees };
}
