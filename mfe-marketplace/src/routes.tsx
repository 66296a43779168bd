import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner, type SectionRoutesProps } from 'shared-ui';

const MarketplacePage = lazy(() => import('./features/deals/components/MarketplacePage'));

export default function MarketplaceRoutes(_props: SectionRoutesProps) {
  return (
    <Suspense fallback={<Spinner label="Loading marketplace..." />}>
      <Routes>
        <Route path="*" element={<MarketplacePage />} />
      </Routes>
    </Suspense>
  );
}
