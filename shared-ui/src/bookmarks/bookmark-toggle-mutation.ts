import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookmarkKeys, getSupabase, toast, type PitchsideClient } from 'shared-ui';
import type { Bookmark } from './bookmarks-query';
import { showFailureToast } from '../errors/failure-toast';

export interface BookmarkToggleInput {
  userId: string;
  contentId: string;
  contentType: string;
  /** the existing bookmark of this item, when there is one */
  existing: Bookmark | undefined;
}

/** Adds the bookmark if absent, removes it (by id) if present (spec). */
export async function toggleBookmark(supabase: PitchsideClient, { userId, contentId, contentType, existing }: BookmarkToggleInput): Promise<'added' | 'removed'> {
  if (existing) {
    const { error } = await supabase.from('bookmarks').delete().eq('id', existing.id);
    if (error) throw error;
    return 'removed';
  }
  const { error } = await supabase.from('bookmarks').insert({ user_id: userId, content_id: contentId, content_type: contentType });
  if (error) throw error;
  return 'added';
}

/** The toggle with the spec's toasts; every section's bookmark list refreshes after it. */
export function useBookmarkToggleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BookmarkToggleInput) => toggleBookmark(await getSupabase(), input),
    onSuccess: (result) => {
      toast.success(result === 'added' ? 'Added to bookmarks' : 'Removed from bookmarks');
    },
    onError: () => {
      showFailureToast('bookmark');
    },
    onSettled: (_r, _e, input) => queryClient.invalidateQueries({ queryKey: bookmarkKeys.mine(input.userId) }),
  });
}
