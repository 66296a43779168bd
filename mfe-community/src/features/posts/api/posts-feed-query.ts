import { useInfiniteQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui';
import { queryClient } from 'shared-ui/query';
import { communityKeys } from '../../common/keys';
import type { FeedFilters } from '../lib/feed-filters';
import { listPosts, type FeedCursor, type FeedPage } from './posts-list';

const EMPTY_PAGE: FeedPage = { posts: [], next: null };

// (a plain object: the shared react-query facade leaves out infiniteQueryOptions, which only types one)
const feedQuery = (f: FeedFilters) => ({
  queryKey: communityKeys.feed(f),
  queryFn: async ({ pageParam }: { pageParam: FeedCursor | null }) => listPosts(await getSupabase(), f, pageParam).catch(() => EMPTY_PAGE),
  initialPageParam: null as FeedCursor | null,
  getNextPageParam: (last: FeedPage) => last.next,
  staleTime: 60 * 1000,
});

/** The feed, 50 posts a page with "Load more", cached 60 s (spec). A fetch error degrades to an empty list (spec). */
export function usePostsFeedQuery(f: FeedFilters) {
  return useInfiniteQuery(feedQuery(f));
}

/**
 * Starts reading the feed's first page into the page's query cache, before the page renders (the shell calls the
 * routes module's `preload` as a signed-in visit starts, alongside restoring the member's profile), so the page
 * finds its posts loaded or on the way instead of asking once it has rendered.
 */
export function prefetchPostsFeed(f: FeedFilters): Promise<void> {
  return queryClient.prefetchInfiniteQuery(feedQuery(f));
}
