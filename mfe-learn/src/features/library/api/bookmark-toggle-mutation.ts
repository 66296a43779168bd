import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, toast } from 'shared-ui';
import type { Bookmark } from './bookmarks-list-query';
import { bookmarkKeys } from './keys';

interface ToggleInput {
  userId: string;
  contentId: string;
  contentType: string;
  /** the existing bookmark, when there is one */
  existing: Bookmark | undefined;
}

/** Adds the bookmark if absent, removes it if present (spec). */
export async function toggleBookmark({ userId, contentId, contentType, existing }: ToggleInput): Promise<'added' | 'removed'> {
  const supabase = await getSupabase();
  if (existing) {
    const { error } = await supabase.from('bookmarks').delete().eq('id', existing.id);
    if (error) throw error;
    return 'removed';
  }
  const { error } = await supabase.from('bookmarks').insert({ user_id: userId, content_id: contentId, content_type: contentType });
  if (error) throw error;
  return 'added';
}

export function useBookmarkToggleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleBookmark,
    onSuccess: (result) => {
      toast.success(result === 'added' ? 'Added to bookmarks' : 'Removed from bookmarks');
    },
    onError: () => {
      toast.error('Failed to update bookmark');
    },
    onSettled: (_r, _e, input) => queryClient.invalidateQueries({ queryKey: bookmarkKeys.list(input.userId, input.contentType) }),
  });
}
