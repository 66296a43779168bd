import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { earningsKeys } from './keys';

export interface PayoutAccount {
  state: string;
  requirements: string[];
}

/** The talent's payout account as Stripe last reported it; none yet is "not started". */
export async function fetchPayoutAccount(supabase: PitchsideClient, userId: string): Promise<PayoutAccount> {
  const { data, error } = await supabase.from('payout_accounts').select('state, requirements').eq('user_id', userId).maybeSingle();
  if (error) throw error;
  return data ?? { state: 'not_started', requirements: [] };
}

export function usePayoutAccountQuery(userId: string) {
  return useQuery({ queryKey: earningsKeys.account(userId), queryFn: async () => fetchPayoutAccount(await getSupabase(), userId) });
}
