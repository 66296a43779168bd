import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, getSupabase, toast } from 'shared-ui';

/** Withdraw your own open proposal (possible until the other side accepts it). */
export async function withdrawTerms({ termsId }: { termsId: string }): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('withdraw_application_terms', { p_terms_id: termsId });
  if (error) throw error;
}

export function useWithdrawTermsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawTerms,
    meta: { errorContext: 'withdrawing the proposal' },
    onSuccess: () => toast.success('Proposal withdrawn'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
