import * as z from 'zod';
import { type Json, type Row } from 'shared-ui';
import { CheckValues } from 'shared-ui/database-types';
import { formatPrice } from 'shared-ui/billing';

/** One version of proposed terms on an application (the application_terms table). */
export type Terms = Pick<
  Row<'application_terms'>,
  | 'id' | 'version' | 'proposer_side' | 'proposed_by' | 'amount_cents' | 'deliverables' | 'usage_channels' | 'usage_months'
  | 'paid_ads_whitelisting' | 'exclusivity_category' | 'exclusivity_months' | 'payment_timing' | 'note' | 'status'
  | 'accepted_at' | 'withdrawn_at' | 'created_at'
>;

/** What the embed of an application's versions selects. */
export const TERMS_EMBED =
  'application_terms(id, version, proposer_side, proposed_by, amount_cents, deliverables, usage_channels, usage_months, paid_ads_whitelisting, exclusivity_category, exclusivity_months, payment_timing, note, status, accepted_at, withdrawn_at, created_at)';

export type Side = 'brand' | 'talent';
export type PaymentTiming = (typeof CheckValues.application_terms_payment_timing)[number];

export const PAYMENT_TIMING_LABEL: Record<PaymentTiming, string> = {
  on_approval: 'When the work is approved',
  upfront: 'Up front, before the work',
  net_15: '15 days after approval',
  net_30: '30 days after approval',
};

/** The channels a brand may reuse the content on (application_terms_usage_channels_check). */
export const USAGE_CHANNELS = [
  ['instagram', 'Instagram'], ['tiktok', 'TikTok'], ['youtube', 'YouTube'], ['twitter', 'Twitter/X'], ['facebook', 'Facebook'],
  ['website', 'Brand website'], ['email', 'Email'], ['ooh', 'Out of home'], ['tv', 'TV'],
] as const;
export type UsageChannel = (typeof USAGE_CHANNELS)[number][0];
const CHANNEL_LABEL = Object.fromEntries(USAGE_CHANNELS) as Record<string, string>;

export const TERMS_STATUS_LABEL: Record<string, string> = { open: 'Open', superseded: 'Countered', withdrawn: 'Withdrawn', accepted: 'Accepted', closed: 'Closed' };

/** A version's status as shown: one still open on an application that was declined, withdrawn or decided otherwise is closed (nobody can accept it). */
export function shownTermsStatus(t: Pick<Terms, 'status'>, applicationOpen: boolean): string {
  return t.status === 'open' && !applicationOpen ? 'closed' : t.status;
}

export interface Deliverable {
  title: string;
  due_date: string;
}

export function deliverablesOf(v: Json): Deliverable[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((d) =>
    d && typeof d === 'object' && !Array.isArray(d) && typeof d.title === 'string' && typeof d.due_date === 'string' ? [{ title: d.title, due_date: d.due_date }] : [],
  );
}

/** $1,100.50 from 110050 cents (whole dollars show no cents: $1,200). */
export function formatCents(cents: number): string {
  return formatPrice(cents);
}

const day = (iso: string) => new Date(`${iso}T00:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The terms as labelled lines, in a fixed order: what the thread shows and what the diff compares. */
export function describeTerms(t: Pick<Terms, 'amount_cents' | 'deliverables' | 'usage_channels' | 'usage_months' | 'paid_ads_whitelisting' | 'exclusivity_category' | 'exclusivity_months' | 'payment_timing'>): [string, string][] {
  const items = deliverablesOf(t.deliverables);
  return [
    ['Amount', formatCents(Number(t.amount_cents))],
    ['Deliverables', items.map((d) => `${d.title} (due ${day(d.due_date)})`).join('; ') || 'None'],
    ['Usage rights', t.usage_channels.length ? `${t.usage_channels.map((c) => CHANNEL_LABEL[c] ?? c).join(', ')} for ${t.usage_months} ${t.usage_months === 1 ? 'month' : 'months'}` : 'None beyond the posts themselves'],
    ['Paid-ads whitelisting', t.paid_ads_whitelisting ? 'Yes' : 'No'],
    ['Exclusivity', t.exclusivity_category && t.exclusivity_months ? `${t.exclusivity_category} for ${t.exclusivity_months} ${t.exclusivity_months === 1 ? 'month' : 'months'}` : 'None'],
    ['Payment', PAYMENT_TIMING_LABEL[t.payment_timing as PaymentTiming] ?? t.payment_timing],
  ];
}

export interface Change {
  label: string;
  before: string | null;
  after: string;
}

/**
 * What a version changes against the one before it: every line of the terms that differs. The first version is
 * compared with the application's own ask (`baseline`: only the amount is known), so its amount shows as a change
 * when it differs and every other line as new.
 */
export function diffTerms(prev: Terms | null, next: Terms, baselineCents: number | null = null): Change[] {
  const after = describeTerms(next);
  if (!prev) {
    return after.map(([label, value]) => ({
      label,
      before: label === 'Amount' && baselineCents !== null ? formatCents(baselineCents) : null,
      after: value,
    })).filter((c) => c.before !== c.after);
  }
  const before = new Map(describeTerms(prev));
  return after.filter(([label, value]) => before.get(label) !== value).map(([label, value]) => ({ label, before: before.get(label) ?? null, after: value }));
}

/** The latest version, and whether the given side may accept or withdraw it. */
export function nextMoves(versions: readonly Terms[], side: Side, applicationOpen: boolean) {
  const latest = versions.reduce<Terms | null>((m, t) => (!m || t.version > m.version ? t : m), null);
  const open = applicationOpen && latest?.status === 'open';
  return {
    latest,
    agreed: versions.find((t) => t.status === 'accepted') ?? null,
    canAccept: !!(open && latest && latest.proposer_side !== side),
    canWithdraw: !!(open && latest && latest.proposer_side === side),
    canPropose: applicationOpen,
  };
}

const today = () => new Date().toISOString().slice(0, 10);
const wholeMonths = (label: string, max: number) =>
  z.string().trim().refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) <= max), `${label}: a whole number of months, at most ${max}`).transform((v) => (v === '' ? 0 : Number(v)));

/** The Propose terms form: what propose_application_terms() checks, checked first in the browser. */
export const termsFormSchema = z
  .object({
    amount: z
      .string()
      .trim()
      .refine((v) => /^\d+(\.\d{1,2})?$/.test(v.replace(/,/g, '')), 'Enter an amount in dollars, like 1200 or 1200.50')
      .transform((v) => Math.round(Number(v.replace(/,/g, '')) * 100))
      .refine((c) => c >= 100 && c <= 10_000_000, 'The amount must be between $1 and $100,000'),
    deliverables: z
      .array(z.object({
        title: z.string().trim().min(1, 'Name each deliverable').max(200, 'Keep each deliverable under 200 characters'),
        due_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give each deliverable a due date').refine((d) => d >= today(), 'A due date cannot be in the past'),
      }))
      .min(1, 'List at least one deliverable')
      .max(20, 'At most 20 deliverables'),
    usage_channels: z.array(z.enum(USAGE_CHANNELS.map(([v]) => v) as [UsageChannel, ...UsageChannel[]])),
    usage_months: wholeMonths('Usage rights', 120),
    paid_ads_whitelisting: z.boolean(),
    exclusivity_category: z.string().trim().max(80, 'Keep the category under 80 characters'),
    exclusivity_months: wholeMonths('Exclusivity', 36),
    payment_timing: z.enum(CheckValues.application_terms_payment_timing),
    note: z.string().trim().max(1000, 'Keep the note under 1000 characters'),
  })
  .refine((t) => t.usage_channels.length === 0 || t.usage_months > 0, { message: 'Say for how many months the brand may use the content', path: ['usage_months'] })
  .refine((t) => !t.exclusivity_category === !t.exclusivity_months, { message: 'Exclusivity needs both a category and a duration', path: ['exclusivity_months'] });

export type TermsFormInput = z.input<typeof termsFormSchema>;
export type TermsFormOutput = z.output<typeof termsFormSchema>;

/** The form's starting values: the latest version's terms (a counter starts from them), else the application's ask. */
export function termsFormStart(latest: Terms | null, askUsd: number, firstDeliverables: readonly string[], dueDefault: string): TermsFormInput {
  if (latest) {
    return {
      amount: String(Number(latest.amount_cents) / 100),
      deliverables: deliverablesOf(latest.deliverables),
      usage_channels: latest.usage_channels.filter((c): c is UsageChannel => c in CHANNEL_LABEL),
      usage_months: latest.usage_months ? String(latest.usage_months) : '',
      paid_ads_whitelisting: latest.paid_ads_whitelisting,
      exclusivity_category: latest.exclusivity_category ?? '',
      exclusivity_months: latest.exclusivity_months ? String(latest.exclusivity_months) : '',
      payment_timing: latest.payment_timing as PaymentTiming,
      note: '',
    };
  }
  const titles = firstDeliverables.length ? firstDeliverables : ['Sponsored post'];
  return {
    amount: askUsd > 0 ? String(askUsd) : '',
    deliverables: titles.slice(0, 20).map((title) => ({ title, due_date: dueDefault })),
    usage_channels: [],
    usage_months: '',
    paid_ads_whitelisting: false,
    exclusivity_category: '',
    exclusivity_months: '',
    payment_timing: 'on_approval',
    note: '',
  };
}

/** The RPC body (amount_cents in integer cents; empty exclusivity as null). */
export function termsBody(t: TermsFormOutput) {
  return {
    amount_cents: t.amount,
    deliverables: t.deliverables,
    usage_channels: t.usage_channels,
    usage_months: t.usage_channels.length ? t.usage_months : 0,
    paid_ads_whitelisting: t.paid_ads_whitelisting,
    exclusivity_category: t.exclusivity_category || null,
    exclusivity_months: t.exclusivity_category ? t.exclusivity_months : null,
    payment_timing: t.payment_timing,
    note: t.note || null,
  };
}
