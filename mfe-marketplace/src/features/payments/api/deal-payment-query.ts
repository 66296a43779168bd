import { useQuery } from '@tanstack/react-query';
import { getSupabase, type Row, type PitchsideClient } from 'shared-ui';
import { dealPaymentKeys } from './keys';

export type DealPayment = Pick<Row<'deal_payments'>,
  'id' | 'status' | 'amount' | 'currency' | 'release_reason' | 'funded_at' | 'submitted_at' | 'approved_at' | 'released_at' | 'refunded_at' | 'created_at'
  | 'release_requested_at' | 'kill_fee_amount' | 'cancelled_by'> & { disputes: { status: string }[] };

/** The deal payment of an accepted application, if the brand has started funding it (the parties and admins read it), with any dispute on its charge. */
export async function fetchDealPayment(supabase: PitchsideClient, applicationId: string): Promise<DealPayment | null> {
  const { data, error } = await supabase
    .from('deal_payments')
    .select('id, status, amount, currency, release_reason, funded_at, submitted_at, approved_at, released_at, refunded_at, created_at, release_requested_at, kill_fee_amount, cancelled_by, disputes:payment_disputes(status)')
    .eq('application_id', applicationId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export function useDealPaymentQuery(applicationId: string) {
  return useQuery({ queryKey: dealPaymentKeys.forApplication(applicationId), queryFn: async () => fetchDealPayment(await getSupabase(), applicationId) });
}

/** The deal's payment once it was refunded to the brand, else null: such a deal is over (the database closes it too). */
export function useRefundedDealPayment(applicationId: string): DealPayment | null {
  const payment = useDealPaymentQuery(applicationId).data;
  return payment?.status === 'refunded' ? payment : null;
}
