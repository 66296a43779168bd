import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from 'shared-ui';

const loadCommunityPage = () => import('./features/forum/components/CommunityPage');
const CommunityPage = lazy(loadCommunityPage);
const ThreadPage = lazy(() => import(/* webpackChunkName: "thread" */ './features/threads/components/ThreadPage'));

/**
 * Ahead of the first render, when the shell takes over its pre-rendered frame at /community: the feed's code, and
 * its first page of posts starts loading (not awaited: the page shows its loading state until they are in).
 */
export function preload(subpath: string): Promise<unknown> {
  if (subpath !== '' && subpath !== '/') return Promise.resolve();
  void import('./features/posts/prefetch').then((m) => m.prefetchFeed()).catch(() => undefined);
  return loadCommunityPage();
}

/** The community (the shell guards it): the feed with events, and a thread per post. */
export default function CommunityRoutes() {
  return (
    <Suspense fallback={<Spinner label="Loading community..." />}>
      <Routes>
        <Route path="thread/:threadId" element={<ThreadPage />} />
        <Route path="*" element={<CommunityPage />} />
      </Routes>
    </Suspense>
  );
}
