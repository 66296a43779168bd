import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, dealKeys, getSupabase, toast, type PitchsideClient } from 'shared-ui';

/** Accept the other side's latest version: the application is accepted at those terms (the database decides). */
export async function acceptTerms(supabase: PitchsideClient, { termsId }: { termsId: string }): Promise<void> {
  const { error } = await supabase.rpc('accept_application_terms', { p_terms_id: termsId });
  if (error) throw error;
}

export function useAcceptTermsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { termsId: string }) => acceptTerms(await getSupabase(), input),
    meta: { errorContext: 'accepting the terms' },
    onSuccess: () => toast.success('Terms accepted'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      void queryClient.invalidateQueries({ queryKey: dealKeys.all });
    },
  });
}
