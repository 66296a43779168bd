import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, noDataError, showErrorToast, toast, type PitchsideClient } from 'shared-ui';
import { profileDetailKeys } from './keys';

export async function deleteAchievement(client: PitchsideClient, id: string) {
  const { data, error } = await client.from('athlete_achievements').delete().eq('id', id).select('id');
  if (error) throw error;
  if (!data.length) throw noDataError();
}

export function useDeleteAchievement(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: string) => deleteAchievement(await getSupabase(), input),
    onSuccess: () => toast.success('Achievement removed'),
    onError: (error) => showErrorToast(error, 'your achievements'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileDetailKeys.achievements(userId) }),
  });
}
