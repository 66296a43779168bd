import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyClientKeys, assertUpdated, getSupabase, profileKeys, toast, type PitchsideClient } from 'shared-ui';

export async function deleteAgencyClient(supabase: PitchsideClient, { id }: { id: string; agencyId: string }): Promise<void> {
  const { data, error } = await supabase.from('agency_clients').delete().eq('id', id).select('id');
  if (error) throw error;
  assertUpdated(data);
}

export function useAgencyClientDeleteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; agencyId: string }) => deleteAgencyClient(await getSupabase(), input),
    meta: { errorContext: 'removing the client' },
    onSuccess: () => toast.success('Client removed'),
    onSettled: (_r, _e, input) => {
      void queryClient.invalidateQueries({ queryKey: agencyClientKeys.of(input.agencyId) });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
