import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assertUpdated, getSupabase, toast, type PitchsideClient } from 'shared-ui';
import { templateKeys } from './template-keys';

export async function deleteDealTemplate(supabase: PitchsideClient, { id }: { id: string }): Promise<void> {
  const { data, error } = await supabase.from('deal_templates').delete().eq('id', id).select('id');
  if (error) throw error;
  assertUpdated(data);
}

export function useDealTemplateDeleteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string }) => deleteDealTemplate(await getSupabase(), input),
    meta: { errorContext: 'deleting the template' },
    onSuccess: () => toast.success('Template deleted'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
