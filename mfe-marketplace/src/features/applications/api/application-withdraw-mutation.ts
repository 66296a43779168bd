import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, assertUpdated, getSupabase, toast, type PitchsideClient } from 'shared-ui';

/** The applicant withdraws a pending application (the only change the policy lets them make). */
export async function withdrawApplication(supabase: PitchsideClient, { id }: { id: string; userId: string }): Promise<void> {
  const { data, error } = await supabase.from('applications').update({ status: 'withdrawn' }).eq('id', id).eq('status', 'pending').select('id');
  if (error) throw error;
  assertUpdated(data);
}

export function useApplicationWithdrawMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; userId: string }) => withdrawApplication(await getSupabase(), input),
    meta: { errorContext: 'withdrawing the application' },
    onSuccess: () => toast.success('Application withdrawn'),
    onSettled: (_r, _e, input) => queryClient.invalidateQueries({ queryKey: applicationKeys.mine(input.userId) }),
  });
}
