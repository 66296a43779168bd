import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { RouteGuard, Spinner, type SectionRoutesProps } from 'shared-ui';

const loadMarketplacePage = () => import('./features/deals/components/MarketplacePage');
const MarketplacePage = lazy(loadMarketplacePage);
const ApplyPage = lazy(() => import(/* webpackChunkName: "apply" */ './features/applications/components/ApplyPage'));
const DealsWorkspaceRoutes = lazy(() => import(/* webpackChunkName: "deals-workspace" */ './features/workspace/components/DealsWorkspaceRoutes'));
const DiscoverPage = lazy(() => import(/* webpackChunkName: "discover" */ './features/discovery/components/DiscoverPage'));
const MyApplicationsPage = lazy(() => import(/* webpackChunkName: "my-applications" */ './features/applications/components/MyApplicationsPage'));
// unnamed: a chunk name would cost the routes module's budget bytes in the remote entry's chunk map
const ScoringMount = lazy(() => import('./features/scoring/components/ScoringMount'));

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
 * The pages this remote serves at other shell paths, each with its loading label: talent discovery for brands,
 * agencies and admins (the shell guards the route too; the directory's policy again), the deals workspace (what
 * brands run and talent won), AI Deal Scoring, and the Deal analysis tab of the shell's AI Tools page.
 */
const MOUNTS: Readonly<Record<string, readonly [ReactNode, string]>> = {
  // the page guards itself for brands, agencies and admins (the shell guards the route too)
  '/discover': [<DiscoverPage />, 'Loading talent...'],
  '/deals': [<DealsWorkspaceRoutes />, 'Loading deals...'],
  '/ai-scoring': [<ScoringMount />, 'Loading page...'],
  '/ai-tools': [<ScoringMount />, 'Loading page...'],
};

/** The marketplace is public; applying and the user's applications need a signed-in, onboarded user. */
export default function MarketplaceRoutes({ basePath }: SectionRoutesProps) {
  const [page, loading] = MOUNTS[basePath] ?? [
    <Routes>
      <Route path="apply/:dealId" element={<RouteGuard><ApplyPage /></RouteGuard>} />
      <Route path="applications" element={<RouteGuard><MyApplicationsPage /></RouteGuard>} />
      <Route path="deals/:dealId" element={<DealLink />} />
      <Route path="*" element={<MarketplacePage />} />
    </Routes>,
    'Loading marketplace...',
  ];
  return <Suspense fallback={<Spinner label={loading} />}>{page}</Suspense>;
}
