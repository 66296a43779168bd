import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys, dealKeys, getSupabase, toast } from 'shared-ui';

/** Accept the other side's latest version: the application is accepted at those terms (the database decides). */
export async function acceptTerms({ termsId }: { termsId: string }): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('accept_application_terms', { p_terms_id: termsId });
  if (error) throw error;
}

export function useAcceptTermsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    meta: { errorContext: 'accepting the terms' },
    onSuccess: () => toast.success('Terms accepted'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      void queryClient.invalidateQueries({ queryKey: dealKeys.all });
    },
  });
}
