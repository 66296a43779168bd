import { useQuery } from '@tanstack/react-query';
import { getSupabase, type Row, type PitchsideClient } from 'shared-ui';
import { billingKeys } from './keys';

export type PaymentRow = Pick<Row<'payments'>, 'id' | 'amount' | 'currency' | 'description' | 'status' | 'refunded_amount' | 'created_at'>;

export const PAYMENT_HISTORY_LIMIT = 50;

/** The user's payments, newest first. */
export async function fetchPayments(client: PitchsideClient, userId: string): Promise<PaymentRow[]> {
  const { data, error } = await client
    .from('payments')
    .select('id, amount, currency, description, status, refunded_amount, created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(PAYMENT_HISTORY_LIMIT);
  if (error) throw error;
  return data ?? [];
}

/** `pollWhilePending`: right after a payment, ask again every second until the newest one is settled. */
export function usePaymentsQuery(userId: string | null, pollWhilePending = false) {
  return useQuery({
    queryKey: billingKeys.payments(userId ?? 'anon'),
    queryFn: async () => fetchPayments(await getSupabase(), userId!),
    enabled: !!userId,
    refetchInterval: (query) => (pollWhilePending && query.state.data?.[0]?.status === 'pending' && query.state.dataUpdateCount < 20 ? 1000 : false),
  });
}
