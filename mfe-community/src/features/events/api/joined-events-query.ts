import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { communityKeys } from '../../common/keys';

/** The ids of the events the viewer has joined. */
export async function fetchJoinedEvents(supabase: PitchsideClient, userId: string): Promise<string[]> {
  const { data, error } = await supabase.from('event_attendees').select('event_id').eq('user_id', userId);
  if (error) return [];
  return data.map((a) => a.event_id);
}

export function useJoinedEventsQuery(userId: string | null) {
  return useQuery({
    queryKey: communityKeys.joined(userId ?? 'anon'),
    queryFn: async () => fetchJoinedEvents(await getSupabase(), userId!),
    enabled: !!userId,
    staleTime: 5 * 60 * 1000,
  });
}
