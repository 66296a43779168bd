import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { RouteGuard, Spinner, type SectionRoutesProps } from 'shared-ui';

const MarketplacePage = lazy(() => import('./features/deals/components/MarketplacePage'));
const ApplyPage = lazy(() => import(/* webpackChunkName: "apply" */ './features/applications/components/ApplyPage'));
const MyApplicationsPage = lazy(() => import(/* webpackChunkName: "my-applications" */ './features/applications/components/MyApplicationsPage'));

/** /marketplace/deals/<id> (the deal alerts' link) is the deal's details over the list. */
function DealLink() {
  const { dealId = '' } = useParams();
  return <Navigate to={`/marketplace?deal=${encodeURIComponent(dealId)}`} replace />;
}

/** The marketplace is public; applying and the user's applications need a signed-in, onboarded user. */
export default function MarketplaceRoutes(_props: SectionRoutesProps) {
  return (
    <Suspense fallback={<Spinner label="Loading marketplace..." />}>
      <Routes>
        <Route path="apply/:dealId" element={<RouteGuard><ApplyPage /></RouteGuard>} />
        <Route path="applications" element={<RouteGuard><MyApplicationsPage /></RouteGuard>} />
        <Route path="deals/:dealId" element={<DealLink />} />
        <Route path="*" element={<MarketplacePage />} />
      </Routes>
    </Suspense>
  );
}
