import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assertUpdated, eventKeys, getSupabase, toast, type PitchsideClient } from 'shared-ui';

/** The creator cancels the event; the database stamps the time and notifies every attendee. */
export async function cancelEvent(supabase: PitchsideClient, eventId: string): Promise<void> {
  const { data, error } = await supabase.from('events').update({ cancelled_at: new Date().toISOString() }).eq('id', eventId).select('id');
  if (error) throw error;
  assertUpdated(data);
}

export function useEventCancelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: string) => cancelEvent(await getSupabase(), input),
    meta: { errorContext: 'cancelling the event' },
    onSuccess: () => toast.success('Event cancelled: attendees have been told'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.list() }),
  });
}
