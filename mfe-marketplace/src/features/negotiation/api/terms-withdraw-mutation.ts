import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, getSupabase, toast, type PitchsideClient } from 'shared-ui';

/** Withdraw your own open proposal (possible until the other side accepts it). */
export async function withdrawTerms(supabase: PitchsideClient, { termsId }: { termsId: string }): Promise<void> {
  const { error } = await supabase.rpc('withdraw_application_terms', { p_terms_id: termsId });
  if (error) throw error;
}

export function useWithdrawTermsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { termsId: string }) => withdrawTerms(await getSupabase(), input),
    meta: { errorContext: 'withdrawing the proposal' },
    onSuccess: () => toast.success('Proposal withdrawn'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
