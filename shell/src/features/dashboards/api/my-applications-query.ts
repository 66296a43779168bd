import { useQuery } from '@tanstack/react-query';
import { applicationKeys, getSupabase, type PitchsideClient } from 'shared-ui';

/** The signed-in athlete's or creator's own applications with their deal and brand, newest first. */
export async function fetchMyApplications(client: PitchsideClient, userId: string) {
  const { data, error } = await client
    .from('applications')
    .select('id, status, created_at, deal:deals(title, compensation_amount, brand:brands(name))')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(20);
  if (error) throw error;
  return data;
}

export type DashboardApplication = Awaited<ReturnType<typeof fetchMyApplications>>[number];

export function useMyApplicationsQuery(userId: string, enabled = true) {
  return useQuery({ queryKey: applicationKeys.mine(userId), enabled, queryFn: async () => fetchMyApplications(await getSupabase(), userId) });
}
