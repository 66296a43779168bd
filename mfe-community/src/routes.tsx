import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from 'shared-ui';

const CommunityPage = lazy(() => import('./features/forum/components/CommunityPage'));
const ThreadPage = lazy(() => import(/* webpackChunkName: "thread" */ './features/threads/components/ThreadPage'));

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
