import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { nilKeys } from './keys';

const cents = z.coerce.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const NIL_STATUSES = ['due', 'overdue', 'reported', 'not_required'] as const;
export type NilStatus = (typeof NIL_STATUSES)[number];

/** One row of `nil_compliance_items()`: an accepted deal with the database's flag, due date and report status. */
export const nilItemSchema = z.object({
  application_id: z.string().min(1),
  deal_id: z.string().min(1),
  deal_title: z.string(),
  deal_description: z.string().nullable(),
  compensation_type: z.string().nullable(),
  brand_id: z.string().min(1),
  payor_name: z.string(),
  payor_website: z.string().nullable(),
  payor_industry: z.string().nullable(),
  agreed_at: z.string(),
  agreed_on: day,
  cash_cents: cents,
  in_kind_cents: cents,
  total_cents: cents,
  in_kind_items: z.array(z.object({ id: z.string().min(1), description: z.string(), value_cents: cents })),
  deliverables: z.array(z.object({ title: z.string(), due_date: day.nullable(), status: z.string() })),
  terms: z
    .object({
      version: z.number(),
      amount_cents: cents,
      deliverables: z.array(z.object({ title: z.string(), due_date: z.string().nullable().optional() }).passthrough()),
      usage_channels: z.array(z.string()),
      usage_months: z.number(),
      paid_ads_whitelisting: z.boolean(),
      exclusivity_category: z.string().nullable(),
      exclusivity_months: z.number().nullable(),
      payment_timing: z.string(),
    })
    .nullable(),
  payor_total_cents: cents,
  flagged: z.boolean(),
  start_on: day.nullable(),
  remind_on: day.nullable(),
  due_on: day.nullable(),
  reported_on: day.nullable(),
  reference: z.string().nullable(),
  status: z.enum(NIL_STATUSES),
  /** The contract in force, else the one waiting for signatures; null for a deal agreed before contracts. */
  contract: z
    .object({
      version: z.number(),
      status: z.enum(['awaiting_signatures', 'in_force']),
      document_hash: z.string(),
      brand_signed_name: z.string().nullable(),
      brand_signed_at: z.string().nullable(),
      talent_signed_name: z.string().nullable(),
      talent_signed_at: z.string().nullable(),
      in_force_at: z.string().nullable(),
    })
    .nullable(),
});
export type NilItem = z.infer<typeof nilItemSchema>;

/** The signed-in athlete's NIL items (the database computes every flag and date; nothing here decides one). */
export async function fetchNilItems(supabase: PitchsideClient): Promise<NilItem[]> {
  const { data, error } = await supabase.rpc('nil_compliance_items', {});
  if (error) throw error;
  return z.array(nilItemSchema).parse(data ?? []);
}

export function useNilItemsQuery(userId: string, enabled = true) {
  return useQuery({ queryKey: nilKeys.items(userId), enabled, queryFn: async () => fetchNilItems(await getSupabase()) });
}
