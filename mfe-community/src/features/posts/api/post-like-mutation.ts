import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, showFailureToast, toast } from 'shared-ui';
import { communityKeys } from '../../common/keys';
import { patchCachedPost } from './post-cache';

export interface LikeInput {
  postId: string;
  userId: string;
  /** whether the viewer likes the post before this toggle */
  liked: boolean;
}

interface LikeResult {
  liked: boolean;
  likes_count: number;
}

/** Likes or unlikes through toggle_post_like: the database counts, so a client cannot forge likes_count. */
export async function togglePostLike(postId: string): Promise<LikeResult> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('toggle_post_like', { post_id_param: postId });
  if (error) throw error;
  return data as unknown as LikeResult;
}

/**
 * The heart fills and the count moves by one at once; on failure both roll back with the spec's toast
 * 'Feature coming soon!'. The database's count replaces the guess when it answers.
 */
export function usePostLikeMutation() {
  const queryClient = useQueryClient();
  const setLiked = (userId: string, postId: string, liked: boolean) =>
    queryClient.setQueryData<string[]>(communityKeys.likes(userId), (ids = []) =>
      liked ? [postId, ...ids.filter((id) => id !== postId)] : ids.filter((id) => id !== postId),
    );
  return useMutation({
    mutationFn: ({ postId }: LikeInput) => togglePostLike(postId),
    onMutate: async ({ postId, userId, liked }) => {
      await queryClient.cancelQueries({ queryKey: communityKeys.likes(userId) });
      setLiked(userId, postId, !liked);
      patchCachedPost(queryClient, postId, (p) => ({ likes_count: Math.max(0, p.likes_count + (liked ? -1 : 1)) }));
    },
    onError: (_e, { postId, userId, liked }) => {
      setLiked(userId, postId, liked);
      patchCachedPost(queryClient, postId, (p) => ({ likes_count: Math.max(0, p.likes_count + (liked ? 1 : -1)) }));
      showFailureToast('like');
    },
    onSuccess: (result, { postId, userId }) => {
      setLiked(userId, postId, result.liked);
      patchCachedPost(queryClient, postId, () => ({ likes_count: result.likes_count }));
    },
  });
}
