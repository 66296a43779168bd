import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, noDataError, showErrorToast, toast, type PitchsideClient } from 'shared-ui';
import { nilKeys } from 'shared-ui/nil';

export async function deleteInKindItem(client: PitchsideClient, id: string) {
  const { data, error } = await client.from('nil_in_kind_items').delete().eq('id', id).select('id');
  if (error) throw error;
  if (!data?.length) throw noDataError();
}

export function useDeleteInKindItem(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => deleteInKindItem(await getSupabase(), id),
    onSuccess: () => toast.success('In-kind item removed'),
    onError: (error) => showErrorToast(error, 'your in-kind items'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: nilKeys.items(userId) }),
  });
}
