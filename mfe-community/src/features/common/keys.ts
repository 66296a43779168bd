import type { FeedFilters } from '../posts/lib/feed-filters';

/** The community section's query keys: a mutation refreshes exactly the reads it changes. */
export const communityKeys = {
  all: ['community'] as const,
  feeds: () => [...communityKeys.all, 'feed'] as const,
  feed: (f: FeedFilters) => [...communityKeys.feeds(), f] as const,
  post: (postId: string) => [...communityKeys.all, 'post', postId] as const,
  comments: (postId: string) => [...communityKeys.all, 'comments', postId] as const,
  likes: (userId: string) => [...communityKeys.all, 'likes', userId] as const,
  joined: (userId: string) => [...communityKeys.all, 'joined', userId] as const,
};
