import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assertUpdated, getSupabase, toast, type PitchsideClient } from 'shared-ui';
import { communityKeys } from '../../common/keys';
import { dropCachedPost } from './post-cache';

/** The author deletes their post; its comments and likes go with it. */
export async function deletePost(supabase: PitchsideClient, postId: string): Promise<void> {
  const { data, error } = await supabase.from('community_posts').delete().eq('id', postId).select('id');
  if (error) throw error;
  assertUpdated(data);
}

export function usePostDeleteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: string) => deletePost(await getSupabase(), input),
    meta: { errorContext: 'deleting the post' },
    onSuccess: (_r, postId) => {
      dropCachedPost(queryClient, postId);
      queryClient.setQueryData(communityKeys.post(postId), null);
      toast.success('Post deleted');
    },
  });
}
