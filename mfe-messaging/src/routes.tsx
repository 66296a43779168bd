import { lazy } from 'react';
import { singlePageSection } from 'shared-ui';

/** The section's routes: one page so far. */
const MessagingRoutes = singlePageSection('Loading messages...', lazy(() => import('./features/conversations/components/MessagesPage')));
export default MessagingRoutes;
