import { useQuery } from '@tanstack/react-query';
import { eventKeys, getSupabase } from 'shared-ui';
import { listEvents } from './events-list';

/** Upcoming events, cached 5 minutes (spec). A fetch error degrades to an empty list (spec). */
export function useEventsQuery() {
  return useQuery({
    queryKey: eventKeys.list(),
    queryFn: async () => listEvents(await getSupabase()).catch(() => []),
    staleTime: 5 * 60 * 1000,
  });
}
