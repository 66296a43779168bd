import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, assertUpdated, getSupabase, toast, type PitchsideClient } from 'shared-ui';

/**
 * The applicant withdraws their application: a pending one (My Applications), or the accepted one of a deal nobody
 * funded (Withdraw from Deal). Withdrawing is the only change the policy lets them make; the database refuses it for
 * a funded deal or once work was submitted.
 */
export async function withdrawApplication(supabase: PitchsideClient, { id, from = 'pending' }: { id: string; from?: 'pending' | 'accepted' }): Promise<void> {
  const { data, error } = await supabase.from('applications').update({ status: 'withdrawn' }).eq('id', id).eq('status', from).select('id');
  if (error) throw error;
  assertUpdated(data);
}

export function useApplicationWithdrawMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; userId: string }) => withdrawApplication(await getSupabase(), { id: input.id }),
    meta: { errorContext: 'withdrawing the application' },
    onSuccess: () => toast.success('Application withdrawn'),
    onSettled: (_r, _e, input) => queryClient.invalidateQueries({ queryKey: applicationKeys.mine(input.userId) }),
  });
}
