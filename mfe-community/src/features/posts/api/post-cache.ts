import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { communityKeys } from '../../common/keys';
import type { FeedPage, FeedPost, PostRow } from './posts-list';

/** Applies `patch` to the post wherever it is cached (every feed and its thread), without a refetch. */
export function patchCachedPost(queryClient: QueryClient, postId: string, patch: (post: FeedPost) => Partial<PostRow>) {
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: communityKeys.feeds() }, (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({ ...page, posts: page.posts.map((p) => (p.id === postId ? { ...p, ...patch(p) } : p)) })),
    },
  );
  queryClient.setQueryData<FeedPost | null>(communityKeys.post(postId), (post) => post && { ...post, ...patch(post) });
}

/** Takes a deleted post out of every cached feed. */
export function dropCachedPost(queryClient: QueryClient, postId: string) {
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: communityKeys.feeds() }, (data) =>
    data && { ...data, pages: data.pages.map((page) => ({ ...page, posts: page.posts.filter((p) => p.id !== postId) })) },
  );
}

/** Whether the post is in a cached feed already (the viewer's own new post, a refetched one). */
export function isPostCached(queryClient: QueryClient, postId: string): boolean {
  return queryClient
    .getQueriesData<InfiniteData<FeedPage>>({ queryKey: communityKeys.feeds() })
    .some(([, data]) => data?.pages.some((page) => page.posts.some((p) => p.id === postId)));
}
