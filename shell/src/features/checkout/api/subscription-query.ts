import { useQuery } from '@tanstack/react-query';
import { getSupabase, type Row, type PitchsideClient } from 'shared-ui';
import { billingKeys } from './keys';

export type SubscriptionRow = Pick<Row<'subscriptions'>, 'id' | 'plan_id' | 'status' | 'current_period_end' | 'cancel_at_period_end' | 'created_at'>;

/** The user's latest subscription that got past checkout (none: the free Starter plan). */
export async function fetchSubscription(client: PitchsideClient, userId: string): Promise<SubscriptionRow | null> {
  const { data, error } = await client
    .from('subscriptions')
    .select('id, plan_id, status, current_period_end, cancel_at_period_end, created_at')
    .eq('user_id', userId)
    .neq('status', 'incomplete')
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/**
 * Recorded in full: active, with the period it renews at. Stripe's webhooks can land apart (the plan active first,
 * its period a moment later).
 */
export const planRecorded = (row: SubscriptionRow | null | undefined): boolean => row?.status === 'active' && !!row.current_period_end;

/** `pollUntilActive`: right after a checkout, ask again every second until the webhooks have recorded the plan. */
export function useSubscriptionQuery(userId: string | null, pollUntilActive = false) {
  return useQuery({
    queryKey: billingKeys.subscription(userId ?? 'anon'),
    queryFn: async () => fetchSubscription(await getSupabase(), userId!),
    enabled: !!userId,
    refetchInterval: (query) => (pollUntilActive && !planRecorded(query.state.data) && query.state.dataUpdateCount < 20 ? 1000 : false),
  });
}
