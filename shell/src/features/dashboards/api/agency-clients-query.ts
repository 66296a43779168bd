import { useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui';
import { dashboardKeys } from './keys';

/** The clients an agency manages, newest first. */
export async function fetchAgencyClients(userId: string) {
  const client = await getSupabase();
  const { data, error } = await client
    .from('agency_clients')
    .select('id, client_name, client_type, status, client_user_id')
    .eq('agency_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export function useAgencyClientsQuery(userId: string, enabled = true) {
  return useQuery({ queryKey: dashboardKeys.agencyClients(userId), enabled, queryFn: () => fetchAgencyClients(userId) });
}
