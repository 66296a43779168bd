import * as z from 'zod';
import { type Json, hasVisibleText } from 'shared-ui';
import { CheckValues } from 'shared-ui/database-types';

const list = (v: string) => [...new Set(v.split(',').map((x) => x.trim()).filter(Boolean))];

/** The campaign form: the campaigns table's checks (a name, budget >= 0, end not before start) and its audience. */
export const campaignSchema = z
  .object({
    name: z.string().trim().refine(hasVisibleText, 'Name the campaign').max(200, 'Keep the name under 200 characters'),
    description: z.string().trim().max(2000, 'Keep the description under 2000 characters').transform((v) => v || null),
    budget: z
      .string()
      .trim()
      .refine((v) => v !== '' && Number.isFinite(Number(v)) && Number(v) >= 0, 'Enter a budget of 0 or more')
      .transform((v) => Math.round(Number(v) * 100) / 100),
    status: z.enum(CheckValues.campaigns_status, { message: 'Choose a status' }),
    start_date: z.string().transform((v) => v || null),
    end_date: z.string().transform((v) => v || null),
    roles: z.array(z.enum(['athlete', 'creator'])),
    sports: z.array(z.enum(CheckValues.profiles_sport)),
    content_types: z.array(z.enum(CheckValues.profiles_content_type)),
    follower_ranges: z.array(z.enum(CheckValues.profiles_follower_count)),
    locations: z.string().transform(list),
    interests: z.string().transform(list),
  })
  .refine((c) => !c.start_date || !c.end_date || c.end_date >= c.start_date, { message: 'The campaign cannot end before it starts', path: ['end_date'] });

export type CampaignInput = z.input<typeof campaignSchema>;
export type CampaignForm = z.output<typeof campaignSchema>;

export const EMPTY_CAMPAIGN: CampaignInput = {
  name: '', description: '', budget: '', status: 'draft', start_date: '', end_date: '',
  roles: [], sports: [], content_types: [], follower_ranges: [], locations: '', interests: '',
};

/** The row to store: the audience goes into target_audience. */
export function campaignRow(c: CampaignForm) {
  const { roles, sports, content_types, follower_ranges, locations, interests, ...rest } = c;
  return { ...rest, target_audience: { roles, sports, content_types, follower_ranges, locations, interests } as Json };
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The form's values for a stored campaign; audience keys it does not know are ignored. */
export function campaignToInput(c: { name: string; description: string | null; budget: number; status: string; start_date: string | null; end_date: string | null; target_audience: Json }): CampaignInput {
  const a = (c.target_audience && typeof c.target_audience === 'object' && !Array.isArray(c.target_audience) ? c.target_audience : {}) as Record<string, unknown>;
  const pick = <T extends string>(v: unknown, allowed: readonly T[]) => strings(v).filter((x): x is T => (allowed as readonly string[]).includes(x));
  return {
    name: c.name,
    description: c.description ?? '',
    budget: String(c.budget),
    status: (CheckValues.campaigns_status as readonly string[]).includes(c.status) ? (c.status as CampaignInput['status']) : 'draft',
    start_date: c.start_date ?? '',
    end_date: c.end_date ?? '',
    roles: pick(a.roles, ['athlete', 'creator'] as const),
    sports: pick(a.sports, CheckValues.profiles_sport),
    content_types: pick(a.content_types, CheckValues.profiles_content_type),
    follower_ranges: pick(a.follower_ranges, CheckValues.profiles_follower_count),
    locations: [...strings(a.locations), ...strings(a.regions)].join(', '),
    interests: strings(a.interests).join(', '),
  };
}

/** "Accepting adds $X": what the campaign's committed spend becomes, and by how much it passes the budget (0 if not). */
export function budgetAfter(budget: number, committed: number, adding: number): { after: number; over: number } {
  const after = Math.round((committed + adding) * 100) / 100;
  return { after, over: Math.max(0, Math.round((after - budget) * 100) / 100) };
}
