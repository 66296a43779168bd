import { useQuery } from '@tanstack/react-query';
import { applicationKeys, getSupabase, type Row, type PitchsideClient } from 'shared-ui';
import { DELIVERABLE_EMBED, type Deliverable } from './deliverable-columns';

export type TalentDeal = Pick<Row<'applications'>, 'id' | 'status' | 'updated_at' | 'decision_note' | 'application_data'> & {
  deals: (Pick<Row<'deals'>, 'id' | 'title' | 'compensation_amount' | 'compensation_type' | 'application_deadline'> & {
    brands: Pick<Row<'brands'>, 'name' | 'logo_url' | 'owner_id'> | null;
  }) | null;
  application_status_history: Pick<Row<'application_status_history'>, 'id' | 'new_status' | 'created_at'>[];
  deal_deliverables: Deliverable[];
};

/** The talent's won deals: accepted applications with the deal, the brand, the history and the deliverables. */
export async function fetchTalentDeals(supabase: PitchsideClient, userId: string): Promise<TalentDeal[]> {
  const { data, error } = await supabase
    .from('applications')
    .select(
      `id, status, updated_at, decision_note, application_data, deals(id, title, compensation_amount, compensation_type, application_deadline, brands(name, logo_url, owner_id)), application_status_history(id, new_status, created_at), ${DELIVERABLE_EMBED}`,
    )
    .eq('user_id', userId)
    .eq('status', 'accepted')
    .order('updated_at', { ascending: false })
    .order('created_at', { referencedTable: 'application_status_history', ascending: true })
    .order('position', { referencedTable: 'deal_deliverables', ascending: true });
  if (error) throw error;
  return data;
}

export function useTalentDealsQuery(userId: string) {
  return useQuery({ queryKey: [...applicationKeys.mine(userId), 'accepted'], queryFn: async () => fetchTalentDeals(await getSupabase(), userId) });
}
