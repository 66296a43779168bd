import { sessionKnown } from 'shared-ui';
import { bookmarksQuery } from 'shared-ui/bookmarks';
import { queryClient } from 'shared-ui/query';
import { myLikesQuery } from './api/my-likes-query';
import { prefetchPostsFeed } from './api/posts-feed-query';
import { readFeedFilters } from './lib/feed-filters';

/**
 * The feed's first page for the filters in the address bar, with the viewer's likes and bookmarks (so the list is
 * drawn once, hearts and all, rather than again when they arrive), into the query cache (routes.tsx `preload`),
 * once a session is restored: the guard sends anyone else to sign in, and their reads would only fill the cache.
 */
export async function prefetchFeed(): Promise<void> {
  const { user } = await sessionKnown();
  if (!user) return;
  await Promise.all([
    prefetchPostsFeed(readFeedFilters(new URLSearchParams(window.location.search))),
    queryClient.prefetchQuery(myLikesQuery(user.id)),
    queryClient.prefetchQuery(bookmarksQuery(user.id)),
  ]);
}
