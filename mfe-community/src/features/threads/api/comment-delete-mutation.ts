import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assertUpdated, getSupabase, toast, type PitchsideClient } from 'shared-ui';
import { communityKeys } from '../../common/keys';

/** The author deletes their comment (its replies go with it; the post's count follows). */
export async function deleteComment(supabase: PitchsideClient, { id }: { id: string; postId: string }): Promise<void> {
  const { data, error } = await supabase.from('post_comments').delete().eq('id', id).select('id');
  if (error) throw error;
  assertUpdated(data);
}

export function useCommentDeleteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; postId: string }) => deleteComment(await getSupabase(), input),
    meta: { errorContext: 'deleting the comment' },
    onSuccess: () => toast.success('Comment deleted'),
    onSettled: (_r, _e, { postId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) }),
        queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) }),
      ]),
  });
}
