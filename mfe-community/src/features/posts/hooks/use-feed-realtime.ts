import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui';
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
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void getSupabase()
      .then((supabase) => {
        if (cancelled) return;
        const channel = supabase
          .channel(`community-feed-${Math.random().toString(36).slice(2)}`)
          .on<PostRow>('postgres_changes', { event: 'INSERT', schema: 'public', table: 'community_posts' }, ({ new: row }) => {
            if (row.user_id === viewerId || isPostCached(queryClient, row.id)) return;
            setWaiting((ids) => (ids.includes(row.id) ? ids : [...ids, row.id]));
          })
          .on<PostRow>('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'community_posts' }, ({ new: row }) => {
            const { title, content, post_type, tags, likes_count, comments_count, updated_at } = row;
            patchCachedPost(queryClient, row.id, () => ({ title, content, post_type, tags, likes_count, comments_count, updated_at }));
          })
          .on<PostRow>('postgres_changes', { event: 'DELETE', schema: 'public', table: 'community_posts' }, ({ old }) => {
            if (!old.id) return;
            dropCachedPost(queryClient, old.id);
            setWaiting((ids) => ids.filter((id) => id !== old.id));
          })
          .subscribe();
        stop = () => void supabase.removeChannel(channel);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, viewerId]);

  const show = useCallback(() => {
    setWaiting([]);
    void queryClient.resetQueries({ queryKey: communityKeys.feeds() });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [queryClient]);

  return { waitingCount: waiting.length, show };
}
