import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, assertUpdated, getSupabase, toast } from 'shared-ui';

/** The applicant withdraws a pending application (the only change the policy lets them make). */
export async function withdrawApplication({ id }: { id: string; userId: string }): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('applications').update({ status: 'withdrawn' }).eq('id', id).eq('status', 'pending').select('id');
  if (error) throw error;
  assertUpdated(data);
}

export function useApplicationWithdrawMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    meta: { errorContext: 'withdrawing the application' },
    onSuccess: () => toast.success('Application withdrawn'),
    onSettled: (_r, _e, input) => queryClient.invalidateQueries({ queryKey: applicationKeys.mine(input.userId) }),
  });
}
