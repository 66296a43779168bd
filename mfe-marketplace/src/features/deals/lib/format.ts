const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function formatMoney(amount: number | string | null | undefined): string {
  const n = Number(amount ?? 0);
  return money.format(Number.isFinite(n) ? n : 0);
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

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
