import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { communityKeys } from '../../common/keys';
import { POST_SELECT, toFeedPost, type FeedPost } from './posts-list';

/** One post with its author, or null when it does not exist (or was deleted). */
export async function fetchPost(supabase: PitchsideClient, postId: string): Promise<FeedPost | null> {
  const { data, error } = await supabase.from('community_posts').select(POST_SELECT).eq('id', postId).maybeSingle();
  if (error) {
    // a malformed id is a thread that does not exist
    if (error.code === '22P02') return null;
    throw error;
  }
  return data ? toFeedPost(data) : null;
}

export function usePostDetailQuery(postId: string) {
  return useQuery({ queryKey: communityKeys.post(postId), queryFn: async () => fetchPost(await getSupabase(), postId), staleTime: 60 * 1000 });
}
