import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { RouteGuard, Spinner, type SectionRoutesProps } from 'shared-ui';

const loadMarketplacePage = () => import('./features/deals/components/MarketplacePage');
const MarketplacePage = lazy(loadMarketplacePage);
const ApplyPage = lazy(() => import(/* webpackChunkName: "apply" */ './features/applications/components/ApplyPage'));
const DealsWorkspaceRoutes = lazy(() => import(/* webpackChunkName: "deals-workspace" */ './features/workspace/components/DealsWorkspaceRoutes'));
const DiscoverPage = lazy(() => import(/* webpackChunkName: "discover" */ './features/discovery/components/DiscoverPage'));
const MyApplicationsPage = lazy(() => import(/* webpackChunkName: "my-applications" */ './features/applications/components/MyApplicationsPage'));
const AiScoringPage = lazy(() => import(/* webpackChunkName: "ai-scoring" */ './features/scoring/components/AiScoringPage'));
const DealAnalysisTool = lazy(() => import(/* webpackChunkName: "deal-analysis" */ './features/scoring/components/DealAnalysisTool'));

/** The deal list's code ahead of the first render, when the shell takes over its pre-rendered frame at /marketplace. */
export function preload(subpath: string): Promise<unknown> {
  return subpath === '' || subpath === '/' ? loadMarketplacePage() : Promise.resolve();
}

/** /marketplace/deals/<id> (the deal alerts' link) is the deal's details over the list. */
function DealLink() {
  const { dealId = '' } = useParams();
  return <Navigate to={`/marketplace?deal=${encodeURIComponent(dealId)}`} replace />;
}

/**
 * Mounted at /discover, it is talent discovery for brands, agencies and admins. Mounted at /ai-scoring, it is AI
 * Deal Scoring; at /ai-tools, the Deal analysis tab of the shell's AI Tools page (the shell guards both).
 * The marketplace is public; applying and the user's applications need a signed-in, onboarded user. Mounted at
 * /deals, the same remote is the deals workspace (what brands run and talent won).
 */
export default function MarketplaceRoutes({ basePath }: SectionRoutesProps) {
  if (basePath === '/discover') {
    // talent discovery: brands, agencies and admins (the shell guards the route too; the directory's policy again)
    return (
      <Suspense fallback={<Spinner label="Loading talent..." />}>
        <RouteGuard roles={['brand', 'agency', 'admin']}>
          <DiscoverPage />
        </RouteGuard>
      </Suspense>
    );
  }
  if (basePath === '/ai-scoring') {
    return (
      <Suspense fallback={<Spinner label="Loading page..." />}>
        <AiScoringPage />
      </Suspense>
    );
  }
  if (basePath === '/ai-tools') {
    return (
      <Suspense fallback={<Spinner label="Loading page..." />}>
        <DealAnalysisTool />
      </Suspense>
    );
  }
  if (basePath === '/deals') {
    return (
      <Suspense fallback={<Spinner label="Loading deals..." />}>
        <DealsWorkspaceRoutes />
      </Suspense>
    );
  }
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
