import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, toast, type PitchsideClient } from 'shared-ui';
import type { DealData } from '../lib/deal-schema';
import { templateKeys } from './template-keys';

export interface TemplateSaveInput {
  brandId: string;
  name: string;
  deal: DealData;
}

/** Saves the editor's deal as a named template of the brand (what a template keeps: the content, not the dates). */
export async function saveDealTemplate(supabase: PitchsideClient, { brandId, name, deal }: TemplateSaveInput): Promise<void> {
  const { error } = await supabase.from('deal_templates').insert({
    brand_id: brandId,
    name,
    title: deal.title,
    description: deal.description,
    tags: deal.tags,
    category: deal.category,
    compensation_amount: deal.compensation_amount,
    deliverables: deal.deliverables,
    requirements: deal.requirements,
  });
  if (error) throw error;
}

export function useDealTemplateSaveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TemplateSaveInput) => saveDealTemplate(await getSupabase(), input),
    meta: { errorContext: 'saving the template' },
    onSuccess: () => toast.success('Template saved'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
