import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assertUpdated, eventKeys, getSupabase, toast, type PitchsideClient } from 'shared-ui';
import type { EventData } from '../lib/event-schema';

export interface EventSaveInput {
  userId: string;
  /** the event being edited; absent for a new one */
  eventId?: string;
  event: EventData;
}

/** Creates an event as its creator (brands, agencies and admins: the insert policy decides) or edits one. */
export async function saveEvent(supabase: PitchsideClient, { userId, eventId, event }: EventSaveInput): Promise<void> {
  if (eventId) {
    const { data, error } = await supabase.from('events').update(event).eq('id', eventId).select('id');
    if (error) throw error;
    assertUpdated(data);
    return;
  }
  const { error } = await supabase.from('events').insert({ ...event, created_by: userId });
  if (error) throw error;
}

export function useEventSaveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EventSaveInput) => saveEvent(await getSupabase(), input),
    meta: { errorContext: 'saving the event' },
    onSuccess: (_r, { eventId }) => toast.success(eventId ? 'Event updated: attendees have been told' : 'Event created'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.list() }),
  });
}
