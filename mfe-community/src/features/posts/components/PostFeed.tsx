import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, Spinner, useAuthStore } from 'shared-ui';
import { usePostsFeedQuery } from '../api/posts-feed-query';
import { useFeedRealtime } from '../hooks/use-feed-realtime';
import { DEFAULT_FEED_FILTERS, hasFeedFilters, readFeedFilters, writeFeedFilters, type FeedFilters as Filters } from '../lib/feed-filters';
import { FeedFilters } from './FeedFilters';
import { NewPostsPill } from './NewPostsPill';
import { PostComposerDialog } from './PostComposerDialog';
import { PostItem } from './PostItem';

const Section = styled.section`
  display: grid;
  gap: 1rem;
  align-content: start;
  min-width: 0;
  .head { display: flex; justify-content: space-between; align-items: center; gap: 1rem; flex-wrap: wrap; }
  h2 { margin: 0; font-size: 1.125rem; }
`;

const List = styled.ol`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// read at call time: a debounced search and a type change in the same tick must not undo each other
const current = () => new URLSearchParams(window.location.search);

let feedShown = false;
/** True for the page's first feed only. */
function takeFirstFeed(): boolean {
  const first = !feedShown;
  feedShown = true;
  return first;
}

/** The feed: filters in the URL, newest posts first, 50 at a time, live counts and a pill for new posts. */
export function PostFeed() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFeedFilters(params), [params]);
  const setFilters = useCallback((next: Filters) => setParams(writeFeedFilters(current(), next), { replace: true }), [setParams]);
  const feed = usePostsFeedQuery(filters);
  const live = useFeedRealtime(userId);
  const [composing, setComposing] = useState(false);
  // The posts render in the background, in slices (as the marketplace's cards do): a page of 50 rendered in one task
  // blocked a phone's main thread for over a second (Lighthouse TBT on /community). On the visit's first feed that
  // holds for the first render too (null until then): posts already in the cache as the page mounts (prefetched as
  // the visit starts) come in a background render after it, not in the one that takes over the pre-rendered frame.
  // Later (coming back to the feed) cached posts show at once, with no loading state in between.
  const [firstFeed] = useState(takeFirstFeed);
  const data = useDeferredValue(feed.data, firstFeed ? null : undefined);
  const pending = !data;
  const posts = data?.pages.flatMap((p) => p.posts) ?? [];

  return (
    <Section aria-labelledby="posts-heading">
      <div className="head">
        <h2 id="posts-heading">Latest posts</h2>
        {userId ? (
          <Button type="button" onClick={() => setComposing(true)}>
            Create Post
          </Button>
        ) : null}
      </div>
      <FeedFilters filters={filters} onChange={setFilters} />
      <NewPostsPill count={live.waitingCount} onShow={live.show} />
      {pending ? (
        // a screen's height while the first page loads: on a phone the events panel follows the feed, and a short
        // spinner put it in view only for the posts to push it out again (a layout shift of 0.18)
        <div style={{ minHeight: '100vh' }}>
          <Spinner label="Loading posts..." />
        </div>
      ) : posts.length === 0 ? (
        <EmptyState>
          {hasFeedFilters(filters) ? (
            <>
              <h3>No posts match these filters</h3>
              <p>Try another search, type or tag.</p>
              <Button type="button" $variant="secondary" onClick={() => setFilters(DEFAULT_FEED_FILTERS)}>
                Clear filters
              </Button>
            </>
          ) : (
            <>
              <h3>No posts yet</h3>
              <p>Start the conversation: ask a question or share a win.</p>
            </>
          )}
        </EmptyState>
      ) : (
        <List aria-label="Posts">
          {posts.map((post) => (
            <li key={post.id}>
              <PostItem post={post} viewerId={userId} onTag={(tag) => setFilters({ ...filters, tag })} />
            </li>
          ))}
        </List>
      )}
      {feed.hasNextPage ? (
        <Button type="button" $variant="secondary" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
          {feed.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
      {composing && userId ? <PostComposerDialog userId={userId} onClose={() => setComposing(false)} onSaved={() => window.scrollTo({ top: 0 })} /> : null}
    </Section>
  );
}
