import { useQuery } from '@tanstack/react-query';
import { applicationKeys, getSupabase, type Row, type PitchsideClient } from 'shared-ui';
import { TERMS_EMBED, type Terms } from '../../negotiation/lib/terms';

export type MyApplication = Pick<Row<'applications'>, 'id' | 'status' | 'created_at' | 'updated_at' | 'application_data' | 'deal_id'> & {
  deals: (Pick<Row<'deals'>, 'id' | 'title' | 'compensation_amount' | 'deliverables'> & { brands: Pick<Row<'brands'>, 'name' | 'logo_url'> | null }) | null;
  application_status_history: Pick<Row<'application_status_history'>, 'id' | 'old_status' | 'new_status' | 'created_at'>[];
  /** the negotiation's versions, oldest first */
  application_terms: Terms[];
  /** an accepted application's deal payment, if the brand started funding it (a refunded one ended the deal) */
  deal_payments: Pick<Row<'deal_payments'>, 'status' | 'refunded_at' | 'cancelled_by'> | null;
};

/** The signed-in talent's applications, newest first, with the deal, its brand, the status history and whether a funded deal was cancelled. */
export async function fetchMyApplications(supabase: PitchsideClient, userId: string): Promise<MyApplication[]> {
  const { data, error } = await supabase
    .from('applications')
    .select(`id, status, created_at, updated_at, application_data, deal_id, deals(id, title, compensation_amount, deliverables, brands(name, logo_url)), application_status_history(id, old_status, new_status, created_at), deal_payments(status, refunded_at, cancelled_by), ${TERMS_EMBED}`)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('created_at', { referencedTable: 'application_status_history', ascending: true })
    .order('version', { referencedTable: 'application_terms', ascending: true });
  if (error) throw error;
  return data;
}

export function useMyApplicationsQuery(userId: string | null) {
  return useQuery({ queryKey: applicationKeys.mine(userId ?? 'anon'), queryFn: async () => fetchMyApplications(await getSupabase(), userId!), enabled: !!userId });
}
