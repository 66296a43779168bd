import { useQuery } from '@tanstack/react-query';
import { applicationKeys, getSupabase, type Row, type PitchsideClient } from 'shared-ui';
import { TERMS_EMBED, type Terms } from '../../negotiation/lib/terms';
import { DELIVERABLE_EMBED, type Deliverable } from './deliverable-columns';

export type Applicant = Pick<Row<'applications'>, 'id' | 'user_id' | 'status' | 'created_at' | 'application_data' | 'decision_note'> & {
  profiles: Pick<
    Row<'profiles'>,
    'full_name' | 'avatar_url' | 'role' | 'sport' | 'content_type' | 'follower_count' | 'instagram_handle' | 'twitter_handle' | 'tiktok_handle'
  > | null;
  deal_deliverables: Deliverable[];
  /** the negotiation's versions, oldest first */
  application_terms: Terms[];
};

/** The applications to one deal (its brand owner's view; RLS hides them from everyone else), newest first. */
export async function fetchDealApplicants(supabase: PitchsideClient, dealId: string): Promise<Applicant[]> {
  const { data, error } = await supabase
    .from('applications')
    .select(
      `id, user_id, status, created_at, application_data, decision_note, profiles(full_name, avatar_url, role, sport, content_type, follower_count, instagram_handle, twitter_handle, tiktok_handle), ${DELIVERABLE_EMBED}, ${TERMS_EMBED}`,
    )
    .eq('deal_id', dealId)
    .order('created_at', { ascending: false })
    .order('position', { referencedTable: 'deal_deliverables', ascending: true })
    .order('version', { referencedTable: 'application_terms', ascending: true });
  if (error) throw error;
  return data;
}

export function useDealApplicantsQuery(dealId: string) {
  return useQuery({ queryKey: applicationKeys.forDeal(dealId), queryFn: async () => fetchDealApplicants(await getSupabase(), dealId), enabled: !!dealId });
}
