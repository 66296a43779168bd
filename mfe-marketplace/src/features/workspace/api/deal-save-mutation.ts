import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dealKeys, getSupabase, type PitchsideClient } from 'shared-ui';
import type { DealData } from '../lib/deal-schema';

export interface DealSaveInput {
  /** absent for a new deal */
  dealId?: string;
  brandId: string;
  data: DealData;
}

/** Creates or updates a deal of one of the user's brands (RLS: brand owners only); resolves to its id. */
export async function saveDeal(supabase: PitchsideClient, { dealId, brandId, data }: DealSaveInput): Promise<string> {
  const row = { ...data, brand_id: brandId };
  const { data: saved, error } = dealId
    ? await supabase.from('deals').update(row).eq('id', dealId).select('id').single()
    : await supabase.from('deals').insert(row).select('id').single();
  if (error) throw error;
  return saved.id;
}

export function useDealSaveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DealSaveInput) => saveDeal(await getSupabase(), input),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealKeys.all }),
  });
}
