import { useQuery } from '@tanstack/react-query';
import { deliverableKeys, getSupabase, type PitchsideClient } from 'shared-ui';

/** What the talent still owes on accepted deals (to do, or changes asked for), soonest due first. */
export async function fetchNextDeliverables(client: PitchsideClient, userId: string) {
  const accepted = await client.from('applications').select('id, deal:deals(title)').eq('user_id', userId).eq('status', 'accepted');
  if (accepted.error) throw accepted.error;
  if (!accepted.data.length) return [];
  const titles = new Map(accepted.data.map((a) => [a.id, a.deal?.title ?? 'Deal']));
  const { data, error } = await client
    .from('deal_deliverables')
    .select('id, title, due_date, status, application_id')
    .in('application_id', [...titles.keys()])
    .in('status', ['todo', 'changes_requested'])
    .order('due_date', { ascending: true, nullsFirst: false });
  if (error) throw error;
  return data.map((d) => ({ ...d, deal_title: titles.get(d.application_id) ?? 'Deal' }));
}

/** The query (key and read), for the hook and for the prefetch as a signed-in visit starts (dashboards/prefetch.ts). */
export const nextDeliverablesQuery = (userId: string) => ({ queryKey: deliverableKeys.next(userId), queryFn: async () => fetchNextDeliverables(await getSupabase(), userId) });

export function useNextDeliverablesQuery(userId: string, enabled = true) {
  return useQuery({ ...nextDeliverablesQuery(userId), enabled });
}
