import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRouter, type SectionRoutesProps } from 'shared-ui';

const OnboardingPage = lazy(() => import('./features/wizard/components/OnboardingPage'));

export default function OnboardingRoutes(_props: SectionRoutesProps) {
  return (
    <SectionRouter loadingLabel="Loading your profile...">
      <Route path="*" element={<OnboardingPage />} />
    </SectionRouter>
  );
}
