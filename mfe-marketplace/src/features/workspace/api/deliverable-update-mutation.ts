import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, assertUpdated, deliverableKeys, getSupabase } from 'shared-ui';

export type DeliverableChange =
  | { kind: 'submit'; id: string; url: string; note: string; caption: string }
  | { kind: 'approve'; id: string }
  | { kind: 'request-changes'; id: string; note: string }
  | { kind: 'due'; id: string; dueDate: string | null };

/** The talent submits work; the brand sets due dates, approves or asks for changes; the database checks who may do which. */
export async function updateDeliverable(change: DeliverableChange): Promise<void> {
  const supabase = await getSupabase();
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
    mutationFn: updateDeliverable,
    meta: { errorToast: false },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: deliverableKeys.all }),
      ]),
  });
}
