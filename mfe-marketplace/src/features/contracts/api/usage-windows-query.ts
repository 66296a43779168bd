import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { contractKeys } from './keys';

/** A row of contract_usage_windows() (the generated types know only that it returns records). */
export interface UsageWindow {
  deliverable_id: string;
  title: string;
  delivered_on: string;
  usage_ends_on: string;
}

/** Each delivered (approved) piece's usage window under the contract in force (contract_usage_windows(), the parties under RLS). */
export async function fetchUsageWindows(supabase: PitchsideClient, applicationId: string): Promise<UsageWindow[]> {
  const { data, error } = await supabase.rpc('contract_usage_windows', { p_application_id: applicationId }).overrideTypes<UsageWindow[], { merge: false }>();
  if (error) throw error;
  return data ?? [];
}

export function useUsageWindowsQuery(applicationId: string, enabled: boolean) {
  return useQuery({ queryKey: [...contractKeys.forApplication(applicationId), 'usage'], queryFn: async () => fetchUsageWindows(await getSupabase(), applicationId), enabled });
}
