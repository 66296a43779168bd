import { useQuery } from '@tanstack/react-query';
import { eventKeys, getSupabase, type PitchsideClient } from 'shared-ui';

/** The next five events, soonest first. */
export async function fetchUpcomingEvents(client: PitchsideClient) {
  const { data, error } = await client
    .from('events')
    .select('id, title, start_date, location, is_virtual')
    .gte('start_date', new Date().toISOString())
    .order('start_date', { ascending: true })
    .limit(5);
  if (error) throw error;
  return data;
}

export function useUpcomingEventsQuery() {
  return useQuery({ queryKey: eventKeys.upcoming(), staleTime: 5 * 60 * 1000, queryFn: async () => fetchUpcomingEvents(await getSupabase()) });
}
