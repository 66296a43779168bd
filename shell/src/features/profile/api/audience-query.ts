import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { profileDetailKeys } from './keys';

/** The audience the profile manager edits: the shares not tied to one platform. */
export async function fetchAudience(client: PitchsideClient, userId: string) {
  const { data, error } = await client
    .from('audience_demographics')
    .select('id, dimension, label, percentage')
    .eq('user_id', userId)
    .is('platform', null)
    .order('percentage', { ascending: false });
  if (error) throw error;
  return data;
}

export function useAudienceQuery(userId: string) {
  return useQuery({ queryKey: profileDetailKeys.audience(userId), queryFn: async () => fetchAudience(await getSupabase(), userId) });
}
