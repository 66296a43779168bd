import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { BILLED_STATUSES, BILLING_COLUMNS, withTalentNames, type BillingRecord } from './billing-record';
import { billingKeys } from './keys';

/** One of the user's payments for its receipt (null: none of theirs by that id, RLS hides everyone else's). */
export async function fetchReceipt(client: PitchsideClient, userId: string, paymentId: string): Promise<BillingRecord | null> {
  const { data, error } = await client
    .from('payments')
    .select(BILLING_COLUMNS)
    .eq('user_id', userId)
    .eq('id', paymentId)
    .in('status', [...BILLED_STATUSES])
    .maybeSingle()
    .overrideTypes<Omit<BillingRecord, 'talent_name'> | null, { merge: false }>();
  if (error) throw error;
  if (!data) return null;
  const [record] = await withTalentNames(client, [data]);
  return record ?? null;
}

export function useReceiptQuery(userId: string | null, paymentId: string) {
  return useQuery({
    queryKey: billingKeys.receipt(userId ?? 'anon', paymentId),
    queryFn: async () => fetchReceipt(await getSupabase(), userId!, paymentId),
    enabled: !!userId && /^[0-9a-f-]{36}$/i.test(paymentId),
  });
}
