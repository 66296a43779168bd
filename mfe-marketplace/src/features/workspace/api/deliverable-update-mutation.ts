import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, assertUpdated, deliverableKeys, getSupabase, type PitchsideClient } from 'shared-ui';

export type DeliverableChange =
  | { kind: 'submit'; id: string; url: string; note: string; caption: string }
  | { kind: 'approve'; id: string }
  | { kind: 'request-changes'; id: string; note: string }
  | { kind: 'due'; id: string; dueDate: string | null };

/** The talent submits work; the brand sets due dates, approves or asks for changes; the database checks who may do which. */
export async function updateDeliverable(supabase: PitchsideClient, change: DeliverableChange): Promise<void> {
  const values =
    change.kind === 'submit'
      ? { status: 'submitted', submission_url: change.url, submission_note: change.note.trim() || null, caption: change.caption.trim() || null }
      : change.kind === 'approve'
        ? { status: 'approved' }
        : change.kind === 'due'
          ? { due_date: change.dueDate }
          : { status: 'changes_requested', review_note: change.note.trim() };
  const { data, error } = await supabase.from('deal_deliverables').update(values).eq('id', change.id).select('id');
  if (error) throw error;
  assertUpdated(data);
}

export function useDeliverableUpdateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DeliverableChange) => updateDeliverable(await getSupabase(), input),
    meta: { errorToast: false },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: deliverableKeys.all }),
      ]),
  });
}
