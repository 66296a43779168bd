import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner, type SectionRoutesProps } from 'shared-ui';

const MessagesPage = lazy(() => import('./features/conversations/components/MessagesPage'));

export default function MessagingRoutes(_props: SectionRoutesProps) {
  return (
    <Suspense fallback={<Spinner label="Loading messages..." />}>
      <Routes>
        <Route path="*" element={<MessagesPage />} />
      </Routes>
    </Suspense>
  );
}
