import { useQuery } from '@tanstack/react-query';
import { agencyClientKeys, getSupabase, type Row, type PitchsideClient } from 'shared-ui';

export type AgencyClient = Pick<Row<'agency_clients'>, 'id' | 'client_user_id' | 'client_name' | 'client_type' | 'status' | 'contact' | 'notes' | 'created_at'>;

/** The agency's roster, newest first (RLS: the agency's own list). */
export async function fetchAgencyClients(supabase: PitchsideClient, agencyId: string): Promise<AgencyClient[]> {
  const { data, error } = await supabase
    .from('agency_clients')
    .select('id, client_user_id, client_name, client_type, status, contact, notes, created_at')
    .eq('agency_id', agencyId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export function useAgencyClientsQuery(agencyId: string, enabled = true) {
  return useQuery({ queryKey: agencyClientKeys.of(agencyId), enabled, queryFn: async () => fetchAgencyClients(await getSupabase(), agencyId) });
}
