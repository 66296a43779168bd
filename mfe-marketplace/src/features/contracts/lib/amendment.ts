import * as z from 'zod';
import type { Json } from 'shared-ui';
import { USAGE_CHANNELS, type UsageChannel } from '../../negotiation/lib/terms';
import type { Contract } from '../api/contracts-query';

/** The terms of a contract an amendment may change (amend_contract(): never the cash). */
interface ContractTerms {
  deliverables?: { title: string; due_date: string | null }[];
  usage?: { channels?: string[]; months?: number; territory?: string; paid_ads_whitelisting?: boolean };
  exclusivity?: { category: string; months: number } | null;
  cancellation?: { notice_days: number; kill_fee_pct: number };
  amendment?: { amends_version: number; proposed_by: 'brand' | 'talent'; reason: string };
  addendum?: { path: string; file_name: string; sha256: string; size?: number };
}

export function termsOf(contract: Pick<Contract, 'terms'>): ContractTerms {
  return (contract.terms && typeof contract.terms === 'object' && !Array.isArray(contract.terms) ? contract.terms : {}) as ContractTerms;
}

const wholeNumber = (message: string, max: number, min = 0) =>
  z.string().trim().refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, message).transform(Number);
const wholeOrEmpty = (message: string, max: number) =>
  z.string().trim().refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= max), message).transform((v) => (v === '' ? 0 : Number(v)));

/** The Propose amendment form: what amend_contract() checks, checked first in the browser. */
export const amendmentFormSchema = z
  .object({
    deliverables: z
      .array(z.object({
        title: z.string().trim().min(1, 'Name each deliverable').max(200, 'Keep each deliverable under 200 characters'),
        // empty: a due date still to be agreed, as in the contract; a changed list needs every date (missingDueDates)
        due_date: z.string().refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Give each deliverable a due date'),
      }))
      .min(1, 'List at least one deliverable')
      .max(20, 'At most 20 deliverables'),
    usage_channels: z.array(z.enum(USAGE_CHANNELS.map(([v]) => v) as [UsageChannel, ...UsageChannel[]])),
    usage_months: z.string().trim().refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) <= 120), 'Usage rights: a whole number of months, at most 120').transform((v) => (v === '' ? 0 : Number(v))),
    exclusivity_category: z.string().trim().max(80, 'Keep the category under 80 characters'),
    exclusivity_months: wholeOrEmpty('Exclusivity: a whole number of months, 1 to 36', 36),
    notice_days: wholeNumber('Notice: a whole number of days, at most 99', 99),
    kill_fee_pct: wholeNumber('Kill fee: a whole percentage, 0 to 100', 100),
    reason: z.string().trim().min(3, 'Say why the terms change').max(500, 'Keep the reason under 500 characters'),
  })
  .refine((t) => t.usage_channels.length === 0 || t.usage_months > 0, { message: 'Say for how many months the brand may use the content', path: ['usage_months'] })
  .refine((t) => !t.exclusivity_category === !t.exclusivity_months, { message: 'Exclusivity needs both a category and a duration', path: ['exclusivity_months'] });

export type AmendmentFormInput = z.input<typeof amendmentFormSchema>;
export type AmendmentFormOutput = z.output<typeof amendmentFormSchema>;

/** The form starts from the contract in force. */
export function amendmentStart(contract: Pick<Contract, 'terms'>): AmendmentFormInput {
  const t = termsOf(contract);
  const channels = (t.usage?.channels ?? []).filter((c): c is UsageChannel => USAGE_CHANNELS.some(([v]) => v === c));
  return {
    deliverables: (t.deliverables ?? []).map((d) => ({ title: d.title, due_date: d.due_date ?? '' })),
    usage_channels: channels,
    usage_months: t.usage?.months ? String(t.usage.months) : '',
    exclusivity_category: t.exclusivity?.category ?? '',
    exclusivity_months: t.exclusivity?.months ? String(t.exclusivity.months) : '',
    notice_days: String(t.cancellation?.notice_days ?? 7),
    kill_fee_pct: String(t.cancellation?.kill_fee_pct ?? 25),
    reason: '',
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changes an amendment proposes: only the parts of the terms that differ from the contract in force (what
 * amend_contract() takes). Empty when nothing changed.
 */
export function amendmentChanges(contract: Pick<Contract, 'terms'>, form: AmendmentFormOutput): Record<string, Json> {
  const t = termsOf(contract);
  const changes: Record<string, Json> = {};
  const deliverables = form.deliverables.map((d) => ({ title: d.title, due_date: d.due_date }));
  if (!same(deliverables, (t.deliverables ?? []).map((d) => ({ title: d.title, due_date: d.due_date ?? '' })))) changes.deliverables = deliverables;
  const channels = [...form.usage_channels].sort();
  const months = channels.length ? form.usage_months : 0;
  if (!same(channels, [...(t.usage?.channels ?? [])].sort()) || months !== (t.usage?.months ?? 0)) changes.usage = { channels, months };
  const exclusivity = form.exclusivity_category ? { category: form.exclusivity_category, months: form.exclusivity_months } : null;
  if (!same(exclusivity, t.exclusivity ?? null)) changes.exclusivity = exclusivity;
  const cancellation = { notice_days: form.notice_days, kill_fee_pct: form.kill_fee_pct };
  if (!same(cancellation, t.cancellation ?? null)) changes.cancellation = cancellation;
  return changes;
}

/** A changed list of deliverables needs a due date for each (amend_contract() refuses one without). */
export function missingDueDates(changes: Record<string, Json>): boolean {
  const list = changes.deliverables;
  return Array.isArray(list) && list.some((d) => !d || typeof d !== 'object' || Array.isArray(d) || !d.due_date);
}

/** "Version 1" for the contract first signed, "Amendment N" after. */
export function versionLabel(version: number): string {
  return version > 1 ? `Amendment ${version - 1}` : 'Version 1 (original)';
}

export const STATUS_LABEL: Record<string, string> = {
  awaiting_signatures: 'Waiting for signatures',
  in_force: 'In force',
  superseded: 'Superseded',
  withdrawn: 'Withdrawn',
  declined: 'Declined',
};
