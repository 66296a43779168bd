import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys, getSupabase, toast, type PitchsideClient } from 'shared-ui';
import { showMappedFailure } from 'shared-ui/failure-messages';
import { communityKeys } from '../../common/keys';

/** Joins through join_event (spec: rpc with event_id_param), which checks duplicates and capacity under a lock. */
export async function joinEvent(supabase: PitchsideClient, eventId: string): Promise<void> {
  const { error } = await supabase.rpc('join_event', { event_id_param: eventId });
  if (error) throw error;
}

export function useEventJoinMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: string) => joinEvent(await getSupabase(), input),
    onSuccess: () => toast.success('Successfully joined event!'),
    onError: (error) => showMappedFailure('join-event', error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.joined(userId) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.list() }),
      ]),
  });
}
