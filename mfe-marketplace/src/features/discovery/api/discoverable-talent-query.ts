import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { discoverKeys } from './discover-keys';

/** One discoverable talent's name, or null when they are not in the directory (they turned discovery off, or are not talent). */
export async function fetchDiscoverableTalent(client: PitchsideClient, userId: string): Promise<{ user_id: string; full_name: string } | null> {
  const { data, error } = await client.from('talent_directory').select('user_id, full_name').eq('user_id', userId).maybeSingle();
  if (error) throw error;
  return data;
}

export function useDiscoverableTalentQuery(userId: string) {
  return useQuery({ queryKey: discoverKeys.talent(userId), queryFn: async () => fetchDiscoverableTalent(await getSupabase(), userId), enabled: !!userId });
}
