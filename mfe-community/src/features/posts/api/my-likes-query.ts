import { useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui';
import { communityKeys } from '../../common/keys';

/** The ids of the posts the viewer has liked, to fill their hearts. */
export async function fetchMyLikes(userId: string): Promise<string[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('post_likes').select('post_id').eq('user_id', userId).order('created_at', { ascending: false }).limit(1000);
  if (error) return [];
  return data.map((l) => l.post_id);
}

export function useMyLikesQuery(userId: string | null) {
  return useQuery({
    queryKey: communityKeys.likes(userId ?? 'anon'),
    queryFn: () => fetchMyLikes(userId!),
    enabled: !!userId,
    staleTime: 60 * 1000,
  });
}
