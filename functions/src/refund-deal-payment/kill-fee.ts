import { contractKillFee } from 'shared-ui/billing';
import { must } from '../lib/clients';
import type { DealPayment } from '../lib/deal-payments';
import type { Deps } from '../lib/deps';

/** The kill fee the deal's contract in force sets (0 without one: cancelling before both signed costs nothing). */
export async function killFeeInForce({ db }: Deps, row: Pick<DealPayment, 'application_id' | 'amount'>): Promise<number> {
  if (!row.application_id) return 0;
  const contract = must(
    await db.from('contracts').select('terms').eq('application_id', row.application_id).eq('status', 'in_force').maybeSingle(),
    'read contract in force',
  );
  return contract ? contractKillFee(contract.terms, row.amount) : 0;
}
