import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, showErrorToast, toast, type PitchsideClient } from 'shared-ui';
import { nilKeys } from 'shared-ui/nil';

/** Takes back "I reported it" (unmark_nil_reported(): your own deals only). */
export async function unmarkNilReported(client: PitchsideClient, applicationId: string) {
  const { error } = await client.rpc('unmark_nil_reported', { p_application_id: applicationId });
  if (error) throw error;
}

export function useUnmarkNilReported(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (applicationId: string) => unmarkNilReported(await getSupabase(), applicationId),
    onSuccess: () => toast.success('No longer marked as reported'),
    onError: (error) => showErrorToast(error, 'your NIL report'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nilKeys.items(userId) }),
  });
}
