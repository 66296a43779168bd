import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, noDataError, showErrorToast, toast, type PitchsideClient } from 'shared-ui';
import { profileDetailKeys } from './keys';

export async function deleteCreatorPlatform(client: PitchsideClient, id: string) {
  const { data, error } = await client.from('creator_platforms').delete().eq('id', id).select('id');
  if (error) throw error;
  if (!data.length) throw noDataError();
}

export function useDeleteCreatorPlatform(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: string) => deleteCreatorPlatform(await getSupabase(), input),
    onSuccess: () => toast.success('Platform removed'),
    onError: (error) => showErrorToast(error, 'your platforms'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileDetailKeys.platforms(userId) }),
  });
}
