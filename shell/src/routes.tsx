import { isValidElement, Suspense, type ReactNode } from 'react';
import { createRoutesFromElements, matchRoutes, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { SECTIONS, Spinner, useAuthStore, usePageHead, type SectionName } from 'shared-ui';
import { RouteGuard } from './guard/RouteGuard';
import { lazyPage, type LazyPage } from './lazy-page';
import { LandingPage } from './pages/LandingPage';
import { RemoteSection } from './remotes/RemoteSection';

const AuthPage = lazyPage(() => import(/* webpackChunkName: "page-auth" */ './features/auth/pages/AuthPage'));
const AuthCallbackPage = lazyPage(() => import(/* webpackChunkName: "page-auth-callback" */ './features/auth/pages/AuthCallbackPage'));
const ResetPasswordPage = lazyPage(() => import(/* webpackChunkName: "page-reset-password" */ './features/auth/pages/ResetPasswordPage'));
const DashboardIndexPage = lazyPage(() => import(/* webpackChunkName: "page-dashboard" */ './features/dashboards/pages/DashboardIndexPage'));
const RoleDashboardPage = lazyPage<{ role?: string }>(() => import(/* webpackChunkName: "page-role-dashboard" */ './features/dashboards/pages/RoleDashboardPage'));
const HomePage = lazyPage(() => import(/* webpackChunkName: "page-home" */ './pages/HomePage'));
const ExplorePage = lazyPage(() => import(/* webpackChunkName: "page-explore" */ './pages/ExplorePage'));
const AudiencePage = lazyPage<{ audience: 'athlete' | 'creator' | 'brand' }>(() => import(/* webpackChunkName: "page-audience" */ './pages/info/AudiencePage'));
const AboutPage = lazyPage(() => import(/* webpackChunkName: "page-about" */ './pages/info/AboutPage'));
const ServicesPage = lazyPage(() => import(/* webpackChunkName: "page-services" */ './pages/info/ServicesPage'));
const PricingPage = lazyPage(() => import(/* webpackChunkName: "page-pricing" */ './pages/info/PricingPage'));
const FaqPage = lazyPage(() => import(/* webpackChunkName: "page-faq" */ './pages/info/FaqPage'));
const LegalPage = lazyPage<{ kind: 'privacy' | 'terms' }>(() => import(/* webpackChunkName: "page-legal" */ './pages/info/LegalPage'));
const SitemapPage = lazyPage(() => import(/* webpackChunkName: "page-sitemap" */ './pages/info/SitemapPage'));
const DemoSchedulePage = lazyPage(() => import(/* webpackChunkName: "page-demo-schedule" */ './pages/info/DemoSchedulePage'));
const PlaceholderPage = lazyPage<{ feature: string; description?: string }>(() => import(/* webpackChunkName: "page-placeholder" */ './pages/PlaceholderPage'));
const CheckoutReturnPage = lazyPage<{ outcome: 'subscription' | 'success' | 'canceled' }>(() => import(/* webpackChunkName: "page-checkout-return" */ './pages/CheckoutReturnPage'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading page..." />}>{children}</Suspense>;
}

const guarded = (element: ReactNode) => <RouteGuard>{element}</RouteGuard>;

/** A federated section with the page head named for it (title, canonical URL, share image, organisation data). */
function Section({ section }: { section: SectionName }) {
  usePageHead({ title: SECTIONS[section].title });
  return <RemoteSection section={section} />;
}

/** /signup?role=x is the auth page's sign-up view. */
function SignupRedirect() {
  const { search } = useLocation();
  const role = new URLSearchParams(search).get('role');
  const query = new URLSearchParams({ mode: 'signup', ...(role ? { role } : {}) });
  return <Navigate to={`/auth?${query.toString()}`} replace />;
}

/** /explore is public, and wrapped in the guard when signed in. */
function ExploreRoute() {
  const signedIn = useAuthStore((s) => !!(s.session || s.user));
  return signedIn ? guarded(<ExplorePage />) : <ExplorePage />;
}

const routes = (
  <>
    <Route path="/" element={<LandingPage />} />
    <Route path="/home" element={<HomePage />} />

    <Route path="/auth" element={<AuthPage />} />
    <Route path="/auth/callback" element={<AuthCallbackPage />} />
    <Route path="/auth/*" element={<AuthPage />} />
    <Route path="/reset-password" element={<ResetPasswordPage />} />
    <Route path="/signup" element={<SignupRedirect />} />

    <Route path="/athlete-info" element={<AudiencePage audience="athlete" />} />
    <Route path="/creator-info" element={<AudiencePage audience="creator" />} />
    <Route path="/brand-info" element={<AudiencePage audience="brand" />} />
    <Route path="/about" element={<AboutPage />} />
    <Route path="/services" element={<ServicesPage />} />
    <Route path="/pricing" element={<PricingPage />} />
    <Route path="/faq" element={<FaqPage />} />
    <Route path="/privacy" element={<LegalPage kind="privacy" />} />
    <Route path="/terms" element={<LegalPage kind="terms" />} />
    <Route path="/sitemap" element={<SitemapPage />} />
    <Route path="/demo-schedule" element={<DemoSchedulePage />} />
    <Route path="/explore" element={<ExploreRoute />} />

    {/* Federated sections: the marketplace and learning hub are public, apply/applications are guarded. */}
    <Route path="/marketplace/apply/*" element={guarded(<Section section="marketplace" />)} />
    <Route path="/marketplace/applications/*" element={guarded(<Section section="marketplace" />)} />
    <Route path="/marketplace/*" element={<Section section="marketplace" />} />
    <Route path="/learn/*" element={<Section section="learn" />} />
    <Route path="/community/*" element={guarded(<Section section="community" />)} />
    <Route path="/messages/*" element={guarded(<Section section="messaging" />)} />
    <Route path="/onboarding/*" element={<RouteGuard requireOnboarding={false}><Section section="onboarding" /></RouteGuard>} />

    <Route path="/dashboard" element={guarded(<DashboardIndexPage />)} />
    {(['athlete', 'brand', 'agency', 'admin'] as const).map((role) => (
      <Route key={role} path={`/dashboard/${role}`} element={guarded(<RoleDashboardPage role={role} />)} />
    ))}
    {(['athlete', 'creator', 'brand', 'agency', 'admin'] as const).map((role) => (
      <Route key={role} path={`/${role}-dashboard`} element={guarded(<RoleDashboardPage role={role} />)} />
    ))}

    <Route path="/deals" element={guarded(<PlaceholderPage feature="Deals" description="Your active sponsorship deals, their deliverables and payouts." />)} />
    <Route path="/profile/*" element={guarded(<PlaceholderPage feature="Profile" description="Your profile, media kit, social accounts and achievements." />)} />
    <Route path="/user-profile" element={guarded(<PlaceholderPage feature="Profile" description="Your enhanced public profile." />)} />
    <Route path="/user-profile/me" element={guarded(<PlaceholderPage feature="My Profile" />)} />
    <Route path="/user-profile/subscription" element={guarded(<PlaceholderPage feature="Subscription" description="Your plan, billing history and invoices." />)} />
    <Route path="/user-profile/settings" element={guarded(<PlaceholderPage feature="Settings" />)} />
    <Route path="/ai-tools" element={guarded(<PlaceholderPage feature="AI Tools" description="Content optimisation, scheduling and deal analysis." />)} />
    <Route path="/ai-scoring" element={guarded(<PlaceholderPage feature="AI Deal Scoring" description="A score for every deal, from fit, reach and terms." />)} />
    <Route path="/analytics" element={guarded(<PlaceholderPage feature="Analytics" description="Reach, engagement and earnings across your partnerships." />)} />
    <Route path="/settings" element={guarded(<PlaceholderPage feature="Settings" description="Account, notifications, privacy and connected accounts." />)} />
    <Route path="/ai-manager" element={<Navigate to="/dashboard" replace />} />

    <Route path="/subscription" element={<CheckoutReturnPage outcome="subscription" />} />
    <Route path="/payment-success" element={<CheckoutReturnPage outcome="success" />} />
    <Route path="/payment-canceled" element={<CheckoutReturnPage outcome="canceled" />} />

    <Route path="*" element={<Navigate to="/" replace />} />
  </>
);

export function AppRoutes() {
  return (
    <Lazy>
      <Routes>{routes}</Routes>
    </Lazy>
  );
}

const ROUTE_OBJECTS = createRoutesFromElements(routes);

/** Loads the chunk of the page at `pathname`, if it is a lazy page, so its first render does not suspend. */
export async function preloadPage(pathname: string): Promise<void> {
  const element = matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1)?.route.element;
  const page = isValidElement(element) ? element.type : null;
  if (typeof page === 'function' && 'preload' in page) await (page as LazyPage<object>).preload();
}
