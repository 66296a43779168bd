import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTableChanges } from 'shared-ui/query';
import { communityKeys } from '../../common/keys';
import { dropCachedPost, isPostCached, patchCachedPost } from '../api/post-cache';
import type { PostRow } from '../api/posts-list';

/**
 * Live feed: other people's new posts wait behind a "N new posts" pill (the list does not jump), and like and
 * comment counts, edits and deletions show in place. `show()` brings the waiting posts in at the top.
 */
export function useFeedRealtime(viewerId: string | null) {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState<string[]>([]);
  useTableChanges<PostRow>('community_posts', (change) => {
    if (change.eventType === 'INSERT') {
      const row = change.new;
      if (row.user_id === viewerId || isPostCached(queryClient, row.id)) return;
      setWaiting((ids) => (ids.includes(row.id) ? ids : [...ids, row.id]));
    } else if (change.eventType === 'UPDATE') {
      const { id, title, content, post_type, tags, likes_count, comments_count, updated_at } = change.new;
      patchCachedPost(queryClient, id, () => ({ title, content, post_type, tags, likes_count, comments_count, updated_at }));
    } else if (change.old.id) {
      const id = change.old.id;
      dropCachedPost(queryClient, id);
      setWaiting((ids) => ids.filter((w) => w !== id));
    }
  });

  const show = useCallback(() => {
    setWaiting([]);
    void queryClient.resetQueries({ queryKey: communityKeys.feeds() });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [queryClient]);

  return { waitingCount: waiting.length, show };
}
