import { hasVisibleText } from 'shared-ui';
import * as z from 'zod';

const PITCH_MIN = 50;
export const PITCH_MAX = 2000;
export const MAX_LINKS = 5;

const today = () => new Date().toISOString().slice(0, 10);

/** The application form: what goes into application_data. Links are one per line. */
export const applicationSchema = z.object({
  pitch: z.string().trim().refine(hasVisibleText, 'Tell the brand why you are a fit').min(PITCH_MIN, `Your pitch needs at least ${PITCH_MIN} characters`).max(PITCH_MAX, `Your pitch can be at most ${PITCH_MAX} characters`),
  proposedRate: z
    .string()
    .trim()
    .refine((v) => v === '' || (Number.isFinite(Number(v)) && Number(v) > 0), 'Enter a positive amount, or leave it empty')
    .transform((v) => (v === '' ? null : Math.round(Number(v) * 100) / 100)),
  deliveryPlan: z.string().trim().max(1000, 'Keep the delivery plan under 1000 characters'),
  links: z
    .string()
    .transform((v) => v.split(/\s+/).map((x) => x.trim()).filter(Boolean))
    .refine((xs) => xs.length <= MAX_LINKS, `Add at most ${MAX_LINKS} links`)
    .refine((xs) => xs.every((x) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(x)), 'Each link must be a full http(s) address'),
  startDate: z.string().refine((v) => v === '' || v >= today(), 'The start date cannot be in the past'),
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationData = z.output<typeof applicationSchema>;

export const EMPTY_APPLICATION: ApplicationInput = { pitch: '', proposedRate: '', deliveryPlan: '', links: '', startDate: '' };
