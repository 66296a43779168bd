import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { profileDetailKeys } from './keys';

/** A creator's content platforms, biggest following first. */
export async function fetchCreatorPlatforms(client: PitchsideClient, userId: string) {
  const { data, error } = await client
    .from('creator_platforms')
    .select('id, platform, handle, url, follower_count, engagement_rate, updated_at')
    .eq('user_id', userId)
    .order('follower_count', { ascending: false, nullsFirst: false });
  if (error) throw error;
  return data;
}

export type CreatorPlatform = Awaited<ReturnType<typeof fetchCreatorPlatforms>>[number];

export function useCreatorPlatformsQuery(userId: string) {
  return useQuery({ queryKey: profileDetailKeys.platforms(userId), queryFn: async () => fetchCreatorPlatforms(await getSupabase(), userId) });
}
