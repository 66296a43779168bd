import { z } from 'zod';

const num = z.union([z.number(), z.string()]).transform(Number);

export const talentFiguresSchema = z.object({
  applications_sent: num,
  by_status: z.record(z.string(), num),
  acceptance_rate: num.nullable(),
  active_deals: num,
  earnings_total: num,
  earnings_held: num,
  earnings_by_month: z.array(z.object({ month: z.string(), amount: num })),
  views_total: z.object({ profile: num, media_kit: num }),
  views_by_month: z.array(z.object({ month: z.string(), profile: num, media_kit: num })),
});
export type TalentFigures = z.output<typeof talentFiguresSchema>;

export const brandFiguresSchema = z.object({
  brands: num,
  deals_total: num,
  deals_active: num,
  applicants_total: num,
  applicants_to_review: num,
  acceptance_rate: num.nullable(),
  applicants_per_deal: z.array(z.object({ deal_id: z.string(), title: z.string(), applicants: num, accepted: num })),
  deliverables_to_review: num,
  spend_total: num,
  spend_released: num,
  budget_total: num,
  campaigns: z.array(z.object({ id: z.string(), name: z.string(), status: z.string(), budget: num, committed: num, spent: num })),
});
export type BrandFigures = z.output<typeof brandFiguresSchema>;

/** "2026-03" as "Mar 2026" (or "Mar" when short). */
export function monthLabel(month: string, short = false): string {
  const [y, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(y!, (m ?? 1) - 1, 1));
  return date.toLocaleDateString('en-US', short ? { month: 'short', timeZone: 'UTC' } : { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: n % 1 ? 2 : 0 }).format(n);
export const percent = (n: number | null) => (n == null ? '–' : `${n}%`);
