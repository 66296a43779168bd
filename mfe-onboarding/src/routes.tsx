import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner, type SectionRoutesProps } from 'shared-ui';

const OnboardingPage = lazy(() => import('./features/wizard/components/OnboardingPage'));

export default function OnboardingRoutes(_props: SectionRoutesProps) {
  return (
    <Suspense fallback={<Spinner label="Loading your profile..." />}>
      <Routes>
        <Route path="*" element={<OnboardingPage />} />
      </Routes>
    </Suspense>
  );
}
