import { formatCents, isOpenDispute, netOfFee, platformFee, PLATFORM_FEE_BPS } from 'shared-ui/billing';
import { formatDate } from '../../deals/lib/format';

/** One deal payment as the talent's earnings page reads it (cents). */
export interface EarningRow {
  id: string;
  status: string;
  amount: number;
  currency: string;
  fee_bps: number | null;
  fee_amount: number | null;
  net_amount: number | null;
  funded_at: string | null;
  released_at: string | null;
  refunded_at: string | null;
  release_requested_at: string | null;
  transfer_reversed_at: string | null;
  /** the contract's kill fee, paid to the talent when the brand cancelled after it was in force (the rest was refunded) */
  kill_fee_amount: number | null;
  created_at: string;
  deal: { title: string } | null;
  payout: { status: string; paid_at: string | null; arrival_at: string | null; failure_message: string | null } | null;
  disputes: { status: string }[];
}

export type EarningState = 'awaiting_funding' | 'held' | 'waiting_for_payouts' | 'on_hold' | 'releasing' | 'paid_out' | 'payout_failed' | 'refunded';

export const EARNING_LABEL: Record<EarningState, string> = {
  awaiting_funding: 'Awaiting funding',
  held: 'Held',
  waiting_for_payouts: 'Set up payouts',
  on_hold: 'On hold: disputed',
  releasing: 'In transit',
  paid_out: 'Paid out',
  payout_failed: 'Payout failed',
  refunded: 'Refunded',
};

/**
 * Where a deal payment stands for the talent: held, releasing (in transit: sent to Stripe, not in the bank yet), paid out or
 * refunded. A cancelled deal's kill fee goes the way a release does.
 */
export function earningState(r: EarningRow): EarningState {
  if (r.status === 'refunded' && !r.kill_fee_amount) return 'refunded';
  if (r.status === 'refunded' && !r.released_at) return r.release_requested_at ? 'waiting_for_payouts' : 'releasing';
  if (r.status === 'awaiting_funding') return 'awaiting_funding';
  if (r.status === 'held') {
    if (r.disputes.some(isOpenDispute)) return 'on_hold';
    return r.release_requested_at ? 'waiting_for_payouts' : 'held';
  }
  if (r.payout?.status === 'paid') return 'paid_out';
  if (r.payout?.status === 'failed') return 'payout_failed';
  return 'releasing';
}

/** What the talent is paid of a deal payment before the fee: the agreed amount, or a cancelled deal's kill fee. */
export const earnedAmount = (r: Pick<EarningRow, 'amount' | 'kill_fee_amount'>) => r.kill_fee_amount ?? r.amount;

/** The fee and the net of a payment: as recorded at release, else what the current rate would take. */
export function feeAndNet(r: Pick<EarningRow, 'amount' | 'kill_fee_amount' | 'fee_bps' | 'fee_amount' | 'net_amount'>): { fee: number; net: number; bps: number } {
  if (r.fee_amount !== null && r.net_amount !== null) return { fee: r.fee_amount, net: r.net_amount, bps: r.fee_bps ?? PLATFORM_FEE_BPS };
  const bps = r.fee_bps ?? PLATFORM_FEE_BPS;
  return { fee: platformFee(earnedAmount(r), bps), net: netOfFee(earnedAmount(r), bps), bps };
}

/** The fee and the net shown for a payment: none once it is refunded (the money went back to the brand, no fee was kept). */
export function shownFeeAndNet(r: EarningRow): ReturnType<typeof feeAndNet> | null {
  return earningState(r) === 'refunded' ? null : feeAndNet(r);
}

/** The Paid out column: the day the money reached the bank, when a payout on its way is expected, or the refund. */
export function paidOutLabel(r: EarningRow): string {
  if (r.payout?.paid_at) return formatDate(r.payout.paid_at);
  const state = earningState(r);
  if (state === 'refunded') return `Refunded ${formatDate(r.refunded_at)}`;
  if (state === 'releasing' && r.payout?.arrival_at) return `Expected ${formatDate(r.payout.arrival_at)}`;
  return '-';
}

export interface PeriodTotal {
  period: string;
  gross: number;
  fees: number;
  net: number;
  count: number;
}

/** Totals of what was released to the talent (kill fees included, refunds not), by month ("2026-11") or year ("2026"), newest first. */
export function totalsBy(rows: EarningRow[], unit: 'month' | 'year'): PeriodTotal[] {
  const map = new Map<string, PeriodTotal>();
  for (const r of rows) {
    if ((r.status !== 'released' && !r.kill_fee_amount) || !r.released_at) continue;
    const period = r.released_at.slice(0, unit === 'month' ? 7 : 4);
    const { fee, net } = feeAndNet(r);
    const t = map.get(period) ?? { period, gross: 0, fees: 0, net: 0, count: 0 };
    t.gross += earnedAmount(r);
    t.fees += fee;
    t.net += net;
    t.count += 1;
    map.set(period, t);
  }
  return [...map.values()].sort((a, b) => b.period.localeCompare(a.period));
}

/** "2026-11" -> "November 2026"; "2026" stays. */
export function periodLabel(period: string): string {
  if (period.length === 4) return period;
  return new Date(`${period}-01T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The deal a row pays for; a kill fee says so. */
export const dealLabel = (r: Pick<EarningRow, 'deal' | 'kill_fee_amount'>) => `${r.deal?.title ?? 'Deal'}${r.kill_fee_amount ? ' (kill fee)' : ''}`;

const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  // a leading =, +, - or @ would run as a formula in a spreadsheet
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Every deal payment as CSV, amounts in dollars: for the talent's own books (not tax advice). */
export function earningsCsv(rows: EarningRow[]): string {
  const head = ['Deal', 'State', 'Amount (USD)', 'Platform fee (USD)', 'Net (USD)', 'Funded', 'Transferred', 'Paid out', 'Refunded'];
  const lines = rows.map((r) => {
    const shown = shownFeeAndNet(r);
    return [
      dealLabel(r), EARNING_LABEL[earningState(r)], dollars(earnedAmount(r)), shown && dollars(shown.fee), shown && dollars(shown.net),
      r.funded_at?.slice(0, 10) ?? null, r.released_at?.slice(0, 10) ?? null, r.payout?.paid_at?.slice(0, 10) ?? null, r.refunded_at?.slice(0, 10) ?? null,
    ].map(csvCell).join(',');
  });
  return [head.join(','), ...lines].join('\n') + '\n';
}

export const money = (cents: number, currency = 'usd') => formatCents(cents, currency);

/** The payout account's state in words, and what Stripe still needs in people's terms. */
export const ACCOUNT_STATE_LABEL: Record<string, string> = {
  not_started: 'Not set up',
  details_needed: 'Details needed',
  pending_verification: 'Pending verification',
  ready: 'Ready',
};

const REQUIREMENT_LABEL: Record<string, string> = {
  external_account: 'a bank account for payouts',
  'individual.verification.document': 'a photo of your ID document',
  'individual.id_number': 'your Social Security number',
  'individual.dob.day': 'your date of birth',
  'individual.address.line1': 'your address',
  'individual.address.postal_code': 'your ZIP code',
  'individual.first_name': 'your first name',
  'individual.last_name': 'your last name',
  'individual.email': 'your email',
  'business_profile.url': 'your website or social profile',
  'tos_acceptance.date': "acceptance of Stripe's terms",
};

export function requirementLabel(r: string): string {
  return REQUIREMENT_LABEL[r] ?? r.replace(/[._]/g, ' ');
}
