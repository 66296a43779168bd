import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner, type SectionRoutesProps } from 'shared-ui';

const CommunityPage = lazy(() => import('./features/forum/components/CommunityPage'));

export default function CommunityRoutes(_props: SectionRoutesProps) {
  return (
    <Suspense fallback={<Spinner label="Loading community..." />}>
      <Routes>
        <Route path="*" element={<CommunityPage />} />
      </Routes>
    </Suspense>
  );
}
