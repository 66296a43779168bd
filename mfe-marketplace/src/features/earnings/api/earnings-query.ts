import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import type { EarningRow } from '../lib/earnings';
import { earningsKeys } from './keys';

// one literal (not a concatenation), so the typed client infers the rows from it
const COLUMNS =
  'id, status, amount, currency, fee_bps, fee_amount, net_amount, funded_at, released_at, refunded_at, release_requested_at, transfer_reversed_at, kill_fee_amount, created_at, deal:deals(title), payout:payouts(status, paid_at, arrival_at, failure_message), disputes:payment_disputes(status)';

/** Every deal payment to the talent, newest first, with its deal, the payout it went out in and any dispute. */
export async function fetchEarnings(supabase: PitchsideClient, userId: string): Promise<EarningRow[]> {
  const { data, error } = await supabase.from('deal_payments').select(COLUMNS).eq('payee_id', userId).order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export function useEarningsQuery(userId: string) {
  return useQuery({ queryKey: earningsKeys.payments(userId), queryFn: async () => fetchEarnings(await getSupabase(), userId) });
}
