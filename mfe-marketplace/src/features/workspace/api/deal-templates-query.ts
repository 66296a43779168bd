import { useQuery } from '@tanstack/react-query';
import { getSupabase, type Row, type PitchsideClient } from 'shared-ui';
import { templateKeys } from './template-keys';

export type DealTemplate = Pick<Row<'deal_templates'>, 'id' | 'brand_id' | 'name' | 'title' | 'description' | 'tags' | 'category' | 'compensation_amount' | 'deliverables' | 'requirements'>;

/** The deal templates of the user's brands (RLS: brand owners), by name. */
export async function fetchDealTemplates(supabase: PitchsideClient, brandIds: string[]): Promise<DealTemplate[]> {
  const { data, error } = await supabase
    .from('deal_templates')
    .select('id, brand_id, name, title, description, tags, category, compensation_amount, deliverables, requirements')
    .in('brand_id', brandIds)
    .order('name');
  if (error) throw error;
  return data;
}

export function useDealTemplatesQuery(userId: string | null, brandIds: string[]) {
  return useQuery({
    queryKey: [...templateKeys.ownedBy(userId ?? 'anon'), brandIds],
    queryFn: async () => fetchDealTemplates(await getSupabase(), brandIds),
    enabled: !!userId && brandIds.length > 0,
  });
}
