import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { adminKeys } from './keys';
import { nullableText, timestamp } from './schemas';

const payment = z.object({
  id: z.string(),
  user_id: z.string(),
  amount: z.coerce.number(),
  currency: z.string(),
  description: nullableText,
  status: z.string(),
  refunded_amount: z.coerce.number().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  created_at: timestamp,
});
const subscription = z.object({
  id: z.string(),
  user_id: z.string(),
  plan_id: z.string(),
  status: z.string(),
  current_period_end: nullableText,
  cancel_at_period_end: z.boolean(),
  created_at: timestamp,
});
const dealPayment = z.object({
  id: z.string(),
  payment_id: z.string().nullable(),
  status: z.string(),
  amount: z.coerce.number(),
  currency: z.string(),
  submitted_at: nullableText,
  kill_fee_amount: z.coerce.number().nullable(),
  deal: z.object({ title: z.string() }).nullable(),
  disputes: z.array(z.object({ status: z.string() })),
});
export type AdminDealPayment = z.infer<typeof dealPayment>;
export type AdminPayment = z.infer<typeof payment> & { userName: string; dealPayment: AdminDealPayment | null };
export type AdminSubscription = z.infer<typeof subscription> & { userName: string };

const LIMIT = 100;

/** The newest payments and subscriptions with their payers, and the deal payments held now (money moves only in the functions). */
export async function fetchPayments(supabase: PitchsideClient): Promise<{ payments: AdminPayment[]; subscriptions: AdminSubscription[]; held: AdminDealPayment[] }> {
  const [p, s, d] = await Promise.all([
    supabase.from('payments').select('id, user_id, amount, currency, description, status, refunded_amount, metadata, created_at').order('created_at', { ascending: false }).limit(LIMIT),
    supabase.from('subscriptions').select('id, user_id, plan_id, status, current_period_end, cancel_at_period_end, created_at').order('created_at', { ascending: false }).limit(LIMIT),
    supabase.from('deal_payments').select('id, payment_id, status, amount, currency, submitted_at, kill_fee_amount, deal:deals(title), disputes:payment_disputes(status)').order('created_at', { ascending: false }).limit(LIMIT),
  ]);
  if (p.error) throw p.error;
  if (s.error) throw s.error;
  if (d.error) throw d.error;
  const dealPayments = z.array(dealPayment).parse(d.data ?? []);
  const byPayment = new Map(dealPayments.filter((x) => x.payment_id).map((x) => [x.payment_id!, x]));
  const payments = z.array(payment).parse(p.data ?? []);
  const subscriptions = z.array(subscription).parse(s.data ?? []);
  const ids = [...new Set([...payments, ...subscriptions].map((r) => r.user_id))];
  const names = new Map<string, string>();
  if (ids.length) {
    const profiles = await supabase.from('profiles').select('user_id, full_name').in('user_id', ids);
    if (profiles.error) throw profiles.error;
    for (const row of profiles.data ?? []) names.set(row.user_id, row.full_name ?? 'Unnamed user');
  }
  const named = <T extends { user_id: string }>(r: T) => ({ ...r, userName: names.get(r.user_id) ?? 'Deleted user' });
  return {
    payments: payments.map((x) => ({ ...named(x), dealPayment: byPayment.get(x.id) ?? null })),
    subscriptions: subscriptions.map(named),
    held: dealPayments.filter((x) => x.status === 'held'),
  };
}

export function usePaymentsQuery() {
  return useQuery({ queryKey: adminKeys.payments(), queryFn: async () => fetchPayments(await getSupabase()) });
}
