import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { communityKeys } from '../../common/keys';

/** The ids of the posts the viewer has liked, to fill their hearts. */
export async function fetchMyLikes(supabase: PitchsideClient, userId: string): Promise<string[]> {
  const { data, error } = await supabase.from('post_likes').select('post_id').eq('user_id', userId).order('created_at', { ascending: false }).limit(1000);
  if (error) return [];
  return data.map((l) => l.post_id);
}

/** The query (key and read), for the hook and for the feed's prefetch as a signed-in visit starts (posts/prefetch.ts). */
export const myLikesQuery = (userId: string) => ({
  queryKey: communityKeys.likes(userId),
  queryFn: async () => fetchMyLikes(await getSupabase(), userId),
  staleTime: 60 * 1000,
});

export function useMyLikesQuery(userId: string | null) {
  return useQuery({ ...myLikesQuery(userId ?? 'anon'), enabled: !!userId });
}
