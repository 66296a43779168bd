import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner, type SectionRoutesProps } from 'shared-ui';

const LearningHubPage = lazy(() => import('./features/hub/components/LearningHubPage'));

export default function LearnRoutes(_props: SectionRoutesProps) {
  return (
    <Suspense fallback={<Spinner label="Loading learning hub..." />}>
      <Routes>
        <Route path="*" element={<LearningHubPage />} />
      </Routes>
    </Suspense>
  );
}
