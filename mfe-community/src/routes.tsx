import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRouter, type SectionRoutesProps } from 'shared-ui';

const CommunityPage = lazy(() => import('./features/forum/components/CommunityPage'));

export default function CommunityRoutes(_props: SectionRoutesProps) {
  return (
    <SectionRouter loadingLabel="Loading community...">
      <Route path="*" element={<CommunityPage />} />
    </SectionRouter>
  );
}
