import type { Deps } from './deps';
import { must, mustOne } from './clients';
import { forbidden, notFound } from './errors';
import { releaseToTalent } from './payouts';

export type DealPayment = {
  id: string; status: string; amount: number; currency: string; deal_id: string | null; brand_id: string | null;
  payer_id: string | null; payee_id: string | null; payment_id: string | null; submitted_at: string | null; approved_at: string | null;
  release_reason: string | null; fee_bps: number | null; stripe_transfer_id: string | null; net_amount: number | null;
  application_id: string | null; kill_fee_amount: number | null; released_at: string | null; cancelled_by: string | null;
};
const COLUMNS =
  'id, status, amount, currency, deal_id, brand_id, payer_id, payee_id, payment_id, submitted_at, approved_at, release_reason, fee_bps, stripe_transfer_id, net_amount, application_id, kill_fee_amount, released_at, cancelled_by';

/** A deal payment the caller is a party to (payer, talent or the brand's owner), or that an admin handles. */
export async function dealPaymentForParty({ db }: Deps, id: string, caller: string): Promise<DealPayment & { isBrand: boolean; isAdmin: boolean }> {
  const row = must(await db.from('deal_payments').select(COLUMNS).eq('id', id).maybeSingle(), 'read deal payment') as DealPayment | null;
  if (!row) throw notFound('No such deal payment.');
  const brand = row.brand_id ? must(await db.from('brands').select('owner_id').eq('id', row.brand_id).maybeSingle(), 'read brand') : null;
  const isBrand = row.payer_id === caller || brand?.owner_id === caller;
  const role = must(await db.from('user_roles').select('role').eq('user_id', caller).maybeSingle(), 'read role');
  const isAdmin = role?.role === 'admin';
  if (!isBrand && !isAdmin && row.payee_id !== caller) throw forbidden('Only the brand and the talent of this deal can do that.');
  return { ...row, isBrand, isAdmin };
}

export async function heldPayments({ db }: Deps): Promise<DealPayment[]> {
  return (must(await db.from('deal_payments').select(COLUMNS).eq('status', 'held'), 'read held payments') ?? []) as DealPayment[];
}

/** Kill fees of cancelled deals not paid to the talent yet (waiting for a payout account, a dispute, or a retry). */
export async function unpaidKillFees({ db }: Deps): Promise<DealPayment[]> {
  return (must(
    await db.from('deal_payments').select(COLUMNS).eq('status', 'refunded').not('kill_fee_amount', 'is', null).is('released_at', null),
    'read unpaid kill fees',
  ) ?? []) as DealPayment[];
}

/** Whether every deliverable of the deal is submitted or approved (none waiting on the talent). */
export async function allWorkIn({ db }: Deps, dealPaymentId: string): Promise<boolean> {
  const row = mustOne(await db.from('deal_payments').select('application_id').eq('id', dealPaymentId).single(), 'read deal payment');
  if (!row.application_id) return false;
  const open = await db.from('deal_deliverables').select('id', { count: 'exact', head: true })
    .eq('application_id', row.application_id).in('status', ['todo', 'changes_requested']);
  if (open.error) throw new Error(`read deliverables: ${open.error.message}`);
  return (open.count ?? 0) === 0;
}

/**
 * Pays the talent: a Stripe Connect transfer to their Express account, or a recorded release where
 * PAYOUT_MODE=record (see lib/payouts). The status changes only from held, so a repeat (a retry, the
 * scheduler racing a click) does nothing. True when this call released it.
 */
export async function release(deps: Deps, row: DealPayment, reason: 'approved' | 'no_response'): Promise<boolean> {
  return (await releaseToTalent(deps, row, reason)).status === 'released';
}
