import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, showFailureToast, toast, type PitchsideClient } from 'shared-ui';
import { communityKeys } from '../../common/keys';

export interface CommentInput {
  postId: string;
  userId: string;
  content: string;
  /** the top-level comment this replies to */
  parentId?: string;
}

/** Adds a comment or a reply; the database counts it on the post and notifies who it answers. */
export async function createComment(supabase: PitchsideClient, { postId, userId, content, parentId }: CommentInput): Promise<void> {
  const { error } = await supabase.from('post_comments').insert({ post_id: postId, user_id: userId, content, parent_id: parentId ?? null });
  if (error) throw error;
}

export function useCommentCreateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CommentInput) => createComment(await getSupabase(), input),
    onSuccess: (_r, { parentId }) => toast.success(parentId ? 'Reply posted' : 'Comment posted'),
    onError: (e) => showFailureToast('comment', e),
    onSettled: (_r, _e, { postId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) }),
        queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) }),
      ]),
  });
}
