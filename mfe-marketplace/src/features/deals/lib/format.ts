import { formatDollars } from 'shared-ui/billing';

/** A deal's dollar amount (deals.compensation_amount is numeric(12,2)): "$2,500", "$1,450.50", never rounded to the dollar. */
export function formatMoney(amount: number | string | null | undefined): string {
  return formatDollars(amount);
}

const DAY = 24 * 60 * 60 * 1000;

/** 'Closes today', 'Closes in 1 day', 'Closes in 12 days', 'Closed', or null without a deadline. */
export function closesIn(deadline: string | null | undefined, now: Date = new Date()): string | null {
  if (!deadline) return null;
  const ms = new Date(deadline).getTime() - now.getTime();
  if (!Number.isFinite(ms)) return null;
  if (ms < 0) return 'Closed';
  const days = Math.floor(ms / DAY);
  if (days === 0) return 'Closes today';
  return `Closes in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The deal's applicant count (written by the database): 'No applicants yet', '1 applicant', '12 applicants'. */
export function applicantsLabel(count: number | null | undefined): string {
  const n = Math.max(0, Math.trunc(Number(count ?? 0)) || 0);
  if (n === 0) return 'No applicants yet';
  return `${n} ${n === 1 ? 'applicant' : 'applicants'}`;
}

/** The brand's line for one of its deals: 'No applicants yet' or '3 applicants: 1 to review, 2 accepted'. */
export function brandApplicantsLine(d: { applicants_count: number; applicants_pending: number; applicants_accepted: number }): string {
  if (!d.applicants_count) return 'No applicants yet';
  return `${applicantsLabel(d.applicants_count)}: ${d.applicants_pending} to review, ${d.applicants_accepted} accepted`;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
