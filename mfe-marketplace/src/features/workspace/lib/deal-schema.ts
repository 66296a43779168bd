import * as z from 'zod';
import { hasVisibleText } from 'shared-ui';
import { CheckValues } from 'shared-ui/database-types';
import type { BrandDeal } from '../api/brand-deals-query';
import type { DealTemplate } from '../api/deal-templates-query';

export const TARGET_ROLES = ['athlete', 'creator'] as const;
const lines = (v: string) => v.split('\n').map((x) => x.trim()).filter(Boolean);
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The deal editor. The database refuses the same things (title 1 to 200 characters, amount >= 0, a known
 * compensation type and category, a deadline in the future, max applicants > 0), so the API says what the form says.
 */
export const dealSchema = z.object({
  title: z.string().trim().refine(hasVisibleText, 'Give the deal a title').max(200, 'Keep the title under 200 characters'),
  description: z.string().trim().min(20, 'Describe the deal in at least 20 characters').max(5000, 'Keep the description under 5000 characters'),
  category: z.string().transform((v) => v || null),
  tags: z
    .string()
    .transform((v) => [...new Set(v.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean))])
    .refine((t) => t.length <= 10, 'Use at most 10 tags'),
  compensation_amount: z
    .string()
    .trim()
    .refine((v) => v !== '' && Number.isFinite(Number(v)) && Number(v) >= 0, 'Enter an amount of 0 or more')
    .transform((v) => Math.round(Number(v) * 100) / 100),
  compensation_type: z.enum(CheckValues.deals_compensation_type, { message: 'Choose a compensation type' }),
  deliverables: z.string().transform(lines),
  requirements: z.string().transform(lines),
  target_roles: z.array(z.enum(TARGET_ROLES)).min(1, 'Choose who the deal is for'),
  location: z.string().trim().max(200, 'Keep the location under 200 characters').transform((v) => v || null),
  application_deadline: z
    .string()
    .refine((v) => v === '' || v > today(), 'The application deadline must be in the future')
    .transform((v) => (v ? new Date(`${v}T23:59:59`).toISOString() : null)),
  campaign_id: z.string().transform((v) => v || null),
  max_applicants: z
    .string()
    .trim()
    .refine((v) => v === '' || (Number.isInteger(Number(v)) && Number(v) > 0), 'Enter a whole number above 0, or leave it empty')
    .transform((v) => (v === '' ? null : Number(v))),
});

export type DealInput = z.input<typeof dealSchema>;
export type DealData = z.output<typeof dealSchema>;

export const EMPTY_DEAL: DealInput = {
  title: '',
  description: '',
  category: '',
  tags: '',
  compensation_amount: '',
  compensation_type: 'cash',
  deliverables: '',
  requirements: '',
  target_roles: ['athlete', 'creator'],
  location: '',
  application_deadline: '',
  campaign_id: '',
  max_applicants: '',
};

/** The editor's values for an existing deal (Edit), or for a copy of it (Duplicate: the title says so). */
export function dealToInput(d: BrandDeal, copy = false): DealInput {
  return {
    title: copy ? `${d.title} (copy)`.slice(0, 200) : d.title,
    description: d.description,
    category: d.category ?? '',
    tags: d.tags.join(', '),
    compensation_amount: String(d.compensation_amount),
    compensation_type: (CheckValues.deals_compensation_type as readonly string[]).includes(d.compensation_type) ? (d.compensation_type as DealInput['compensation_type']) : 'cash',
    deliverables: d.deliverables.join('\n'),
    requirements: d.requirements.join('\n'),
    target_roles: d.target_roles.filter((r): r is (typeof TARGET_ROLES)[number] => (TARGET_ROLES as readonly string[]).includes(r)),
    location: d.location ?? '',
    application_deadline: d.application_deadline && !copy ? d.application_deadline.slice(0, 10) : '',
    campaign_id: d.campaign_id ?? '',
    max_applicants: d.max_applicants ? String(d.max_applicants) : '',
  };
}

/** The editor's values from a template: its content; dates, places and roles stay as the editor has them. */
export function templateToInput(t: DealTemplate, current: DealInput): DealInput {
  return {
    ...current,
    title: t.title ?? current.title,
    description: t.description ?? current.description,
    category: t.category ?? '',
    tags: t.tags.join(', '),
    compensation_amount: t.compensation_amount === null ? current.compensation_amount : String(t.compensation_amount),
    deliverables: t.deliverables.join('\n'),
    requirements: t.requirements.join('\n'),
  };
}
