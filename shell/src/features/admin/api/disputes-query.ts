import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { adminKeys } from './keys';
import { nullableText, timestamp } from './schemas';

const dispute = z.object({
  stripe_dispute_id: z.string(),
  amount: z.coerce.number(),
  currency: z.string(),
  reason: z.string(),
  status: z.string(),
  evidence_due_by: nullableText,
  created_at: timestamp,
  deal_payment: z.object({ deal: z.object({ title: z.string() }).nullable() }).nullable(),
});
export type AdminDispute = z.infer<typeof dispute>;

/** Charge disputes (from Stripe's charge.dispute.* events), open ones first, with the evidence deadline. */
export async function fetchDisputes(supabase: PitchsideClient): Promise<AdminDispute[]> {
  const { data, error } = await supabase
    .from('payment_disputes')
    .select('stripe_dispute_id, amount, currency, reason, status, evidence_due_by, created_at, deal_payment:deal_payments(deal:deals(title))')
    .order('closed_at', { ascending: false, nullsFirst: true })
    .order('evidence_due_by', { ascending: true })
    .limit(100);
  if (error) throw error;
  return z.array(dispute).parse(data ?? []);
}

export function useDisputesQuery() {
  return useQuery({ queryKey: [...adminKeys.payments(), 'disputes'], queryFn: async () => fetchDisputes(await getSupabase()) });
}
