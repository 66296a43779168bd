import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner, type SectionRoutesProps } from 'shared-ui';

const loadLearningHubPage = () => import('./features/hub/components/LearningHubPage');
const loadContentLibraryPage = () => import('./features/library/components/ContentLibraryPage');
const LearningHubPage = lazy(loadLearningHubPage);
const ModulePlayerPage = lazy(() => import('./features/player/components/ModulePlayerPage'));
const ContentLibraryPage = lazy(loadContentLibraryPage);
const LibraryItemPage = lazy(() => import('./features/library/components/LibraryItemPage'));
const WorkshopsPage = lazy(() => import('./features/workshops/components/WorkshopsPage'));
const LearnNotFoundPage = lazy(() => import('./features/common/LearnNotFoundPage'));

/** A page's code ahead of the first render, when the shell takes over its pre-rendered frame (/learn, /learn/content-library). */
export function preload(subpath: string): Promise<unknown> {
  const path = subpath.replace(/\/$/, '');
  if (path === '') return loadLearningHubPage();
  if (path === '/content-library') return loadContentLibraryPage();
  return Promise.resolve();
}

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
