import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner, type SectionRoutesProps } from 'shared-ui';

const LearningHubPage = lazy(() => import('./features/hub/components/LearningHubPage'));
const ModulePlayerPage = lazy(() => import('./features/player/components/ModulePlayerPage'));
const ContentLibraryPage = lazy(() => import('./features/library/components/ContentLibraryPage'));
const LibraryItemPage = lazy(() => import('./features/library/components/LibraryItemPage'));
const WorkshopsPage = lazy(() => import('./features/workshops/components/WorkshopsPage'));
const LearnNotFoundPage = lazy(() => import('./features/common/LearnNotFoundPage'));

/** Everything under /learn is public (the route table says so); signing in adds progress, recommendations and registration. */
export default function LearnRoutes(_props: SectionRoutesProps) {
  return (
    <Suspense fallback={<Spinner label="Loading learning hub..." />}>
      <Routes>
        <Route index element={<LearningHubPage />} />
        <Route path="modules/:moduleSlug" element={<ModulePlayerPage />} />
        <Route path="content-library" element={<ContentLibraryPage />} />
        <Route path="content-library/:itemSlug" element={<LibraryItemPage />} />
        <Route path="workshops-webinars" element={<WorkshopsPage />} />
        <Route path="*" element={<LearnNotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
