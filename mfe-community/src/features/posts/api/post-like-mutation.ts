import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getSupabase, showFailureToast, toast, type PitchsideClient } from 'shared-ui';
import { communityKeys } from '../../common/keys';
import { patchCachedPost } from './post-cache';

export interface LikeInput {
  postId: string;
  userId: string;
  /** whether the viewer likes the post before this toggle */
  liked: boolean;
}

/** toggle_post_like returns json: checked where it enters the browser. */
const likeResultSchema = z.object({ liked: z.boolean(), likes_count: z.number() });
type LikeResult = z.infer<typeof likeResultSchema>;

/** Likes or unlikes through toggle_post_like: the database counts, so a client cannot forge likes_count. */
export async function togglePostLike(supabase: PitchsideClient, postId: string): Promise<LikeResult> {
  const { data, error } = await supabase.rpc('toggle_post_like', { post_id_param: postId });
  if (error) throw error;
  return likeResultSchema.parse(data);
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
    mutationFn: async ({ postId }: LikeInput) => togglePostLike(await getSupabase(), postId),
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
