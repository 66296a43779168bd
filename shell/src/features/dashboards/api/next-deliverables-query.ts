import { useQuery } from '@tanstack/react-query';
import { deliverableKeys, getSupabase, type PitchsideClient } from 'shared-ui';

/**
 * What the talent still owes on accepted deals (to do, or changes asked for), soonest due first: one read, the
 * deliverables with their accepted application and its deal's title embedded (the dashboard's next step waits on it).
 * A deal whose payment was refunded to the brand is over: nothing on it is owed (the database closes it too).
 */
export async function fetchNextDeliverables(client: PitchsideClient, userId: string) {
  const { data, error } = await client
    .from('deal_deliverables')
    .select('id, title, due_date, status, application_id, applications!inner(deal:deals(title), deal_payments(status))')
    .eq('applications.user_id', userId)
    .eq('applications.status', 'accepted')
    .in('status', ['todo', 'changes_requested'])
    .order('due_date', { ascending: true, nullsFirst: false });
  if (error) throw error;
  return data
    .filter(({ applications }) => applications?.deal_payments?.status !== 'refunded')
    .map(({ applications, ...d }) => ({ ...d, deal_title: applications?.deal?.title ?? 'Deal' }));
}

/** The query (key and read), for the hook and for the prefetch as a signed-in visit starts (dashboards/prefetch.ts). */
export const nextDeliverablesQuery = (userId: string) => ({ queryKey: deliverableKeys.next(userId), queryFn: async () => fetchNextDeliverables(await getSupabase(), userId) });

export function useNextDeliverablesQuery(userId: string, enabled = true) {
  return useQuery({ ...nextDeliverablesQuery(userId), enabled });
}
