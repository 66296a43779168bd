import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRouter, type SectionRoutesProps } from 'shared-ui';

const MessagesPage = lazy(() => import('./features/conversations/components/MessagesPage'));

export default function MessagingRoutes(_props: SectionRoutesProps) {
  return (
    <SectionRouter loadingLabel="Loading messages...">
      <Route path="*" element={<MessagesPage />} />
    </SectionRouter>
  );
}
