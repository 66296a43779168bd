import { useInfiniteQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui';
import { communityKeys } from '../../common/keys';
import type { FeedFilters } from '../lib/feed-filters';
import { listPosts, type FeedCursor, type FeedPage } from './posts-list';

const EMPTY_PAGE: FeedPage = { posts: [], next: null };

/** The feed, 50 posts a page with "Load more", cached 60 s (spec). A fetch error degrades to an empty list (spec). */
export function usePostsFeedQuery(f: FeedFilters) {
  return useInfiniteQuery({
    queryKey: communityKeys.feed(f),
    queryFn: async ({ pageParam }) => listPosts(await getSupabase(), f, pageParam).catch(() => EMPTY_PAGE),
    initialPageParam: null as FeedCursor | null,
    getNextPageParam: (last) => last.next,
    staleTime: 60 * 1000,
  });
}
