import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assertUpdated, dealKeys, getSupabase, toast, type PitchsideClient } from 'shared-ui';

/** Closes a deal to new applications, or reopens it. */
export async function setDealActive(supabase: PitchsideClient, { dealId, active }: { dealId: string; active: boolean }): Promise<void> {
  const { data, error } = await supabase.from('deals').update({ is_active: active }).eq('id', dealId).select('id');
  if (error) throw error;
  assertUpdated(data);
}

export function useDealActiveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { dealId: string; active: boolean }) => setDealActive(await getSupabase(), input),
    meta: { errorContext: 'updating the deal' },
    onSuccess: (_r, input) => toast.success(input.active ? 'Deal reopened' : 'Deal closed'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealKeys.all }),
  });
}
