import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, toast, type PitchsideClient } from 'shared-ui';
import { campaignRow, type CampaignForm } from '../lib/campaign-schema';
import { campaignKeys } from './campaign-keys';

/** Creates a campaign of the brand, or saves an edit (RLS: the brand's owner). */
export async function saveCampaign(supabase: PitchsideClient, { id, brandId, data }: { id?: string; brandId: string; data: CampaignForm }): Promise<void> {
  const row = campaignRow(data);
  const { error } = id ? await supabase.from('campaigns').update(row).eq('id', id) : await supabase.from('campaigns').insert({ ...row, brand_id: brandId });
  if (error) throw error;
}

export function useCampaignSaveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id?: string; brandId: string; data: CampaignForm }) => saveCampaign(await getSupabase(), input),
    meta: { errorContext: 'saving the campaign' },
    onSuccess: (_r, input) => toast.success(input.id ? 'Campaign updated' : 'Campaign created'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
