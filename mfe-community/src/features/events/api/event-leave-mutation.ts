import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys, getSupabase, toast, type PitchsideClient } from 'shared-ui';
import { communityKeys } from '../../common/keys';

/** Leaves through leave_event, which keeps attendees_count exact. */
export async function leaveEvent(supabase: PitchsideClient, eventId: string): Promise<void> {
  const { error } = await supabase.rpc('leave_event', { event_id_param: eventId });
  if (error) throw error;
}

export function useEventLeaveMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: string) => leaveEvent(await getSupabase(), input),
    meta: { errorContext: 'leaving the event' },
    onSuccess: () => toast.success('You left the event'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.joined(userId) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.list() }),
      ]),
  });
}
