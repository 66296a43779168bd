import { lazy } from 'react';
import { singlePageSection } from 'shared-ui';

/** The section's routes: one page so far. */
const OnboardingRoutes = singlePageSection('Loading your profile...', lazy(() => import('./features/wizard/components/OnboardingPage')));
export default OnboardingRoutes;
