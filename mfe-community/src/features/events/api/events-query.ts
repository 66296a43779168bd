import { useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui';
import { communityKeys } from '../../common/keys';
import { listEvents } from './events-list';

/** Upcoming events, cached 5 minutes (spec). A fetch error degrades to an empty list (spec). */
export function useEventsQuery() {
  return useQuery({
    queryKey: communityKeys.events(),
    queryFn: async () => listEvents(await getSupabase()).catch(() => []),
    staleTime: 5 * 60 * 1000,
  });
}
