import { lazy } from 'react';
import { singlePageSection } from 'shared-ui';

/** The section's routes: one page so far. */
const CommunityRoutes = singlePageSection('Loading community...', lazy(() => import('./features/forum/components/CommunityPage')));
export default CommunityRoutes;
