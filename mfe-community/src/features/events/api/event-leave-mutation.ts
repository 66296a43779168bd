import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys, getSupabase, toast } from 'shared-ui';
import { communityKeys } from '../../common/keys';

/** Leaves through leave_event, which keeps attendees_count exact. */
export async function leaveEvent(eventId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('leave_event', { event_id_param: eventId });
  if (error) throw error;
}

export function useEventLeaveMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveEvent,
    meta: { errorContext: 'leaving the event' },
    onSuccess: () => toast.success('You left the event'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.joined(userId) }),
        queryClient.invalidateQueries({ queryKey: eventKeys.list() }),
      ]),
  });
}
