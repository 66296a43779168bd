import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, noDataError, showErrorToast, toast, type PitchsideClient } from 'shared-ui';
import { profileDetailKeys } from './keys';

export async function deleteAthleteStat(client: PitchsideClient, id: string) {
  const { data, error } = await client.from('athlete_stats').delete().eq('id', id).select('id');
  if (error) throw error;
  if (!data.length) throw noDataError();
}

export function useDeleteAthleteStat(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: string) => deleteAthleteStat(await getSupabase(), input),
    onSuccess: () => toast.success('Stat removed'),
    onError: (error) => showErrorToast(error, 'your stats'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileDetailKeys.stats(userId) }),
  });
}
