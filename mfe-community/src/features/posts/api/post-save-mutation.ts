import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assertUpdated, getSupabase, showFailureToast, toast, type PitchsideClient } from 'shared-ui';
import { communityKeys } from '../../common/keys';
import type { PostData } from '../lib/post-schema';

export interface PostSaveInput {
  userId: string;
  /** the post being edited; absent for a new post */
  postId?: string;
  post: PostData;
}

/** Creates the post (spec: insert {user_id, title, content, post_type, tags}) or edits the author's own. */
export async function savePost(supabase: PitchsideClient, { userId, postId, post }: PostSaveInput): Promise<string> {
  if (postId) {
    const { data, error } = await supabase.from('community_posts').update(post).eq('id', postId).select('id');
    if (error) throw error;
    assertUpdated(data);
    return postId;
  }
  const { data, error } = await supabase.from('community_posts').insert({ user_id: userId, ...post }).select('id').single();
  if (error) throw error;
  return data.id;
}

export function usePostSaveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PostSaveInput) => savePost(await getSupabase(), input),
    onSuccess: (_id, { postId }) => toast.success(postId ? 'Post updated' : 'Post created successfully!'),
    // the spec's words first, then what the database refused (a limit, a signed-out session)
    onError: (e, { postId }) => showFailureToast(postId ? 'update-post' : 'create-post', e),
    onSettled: (_id, _e, { postId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.feeds() }),
        postId ? queryClient.invalidateQueries({ queryKey: communityKeys.post(postId) }) : undefined,
      ]),
  });
}
