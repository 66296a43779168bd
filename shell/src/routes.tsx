import { isValidElement, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { createRoutesFromElements, matchRoutes, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { applyPageHead, RouteGuard, SECTIONS, Spinner, useAuthStore, USER_ROLES, type SectionName } from 'shared-ui';
import { lazyPage, type LazyPage } from './lazy-page';
import { LandingPage } from './pages/LandingPage';
import { RemoteSection } from './remotes/RemoteSection';
import { SHELL_ROUTES, type RouteInfo } from './route-table';

const AuthPage = lazyPage(() => import(/* webpackChunkName: "page-auth" */ './features/auth/pages/AuthPage'));
const AuthCallbackPage = lazyPage(() => import(/* webpackChunkName: "page-auth-callback" */ './features/auth/pages/AuthCallbackPage'));
const ResetPasswordPage = lazyPage(() => import(/* webpackChunkName: "page-reset-password" */ './features/auth/pages/ResetPasswordPage'));
const DashboardIndexPage = lazyPage(() => import(/* webpackChunkName: "page-dashboard" */ './features/dashboards/pages/DashboardIndexPage'));
const RoleDashboardPage = lazyPage<{ role: string }>(() => import(/* webpackChunkName: "page-role-dashboard" */ './features/dashboards/pages/RoleDashboardPage'));
const HomePage = lazyPage(() => import(/* webpackChunkName: "page-home" */ './pages/HomePage'));
const ExplorePage = lazyPage(() => import(/* webpackChunkName: "page-explore" */ './pages/ExplorePage'));
const AudiencePage = lazyPage<{ audience: 'athlete' | 'creator' | 'brand' }>(() => import(/* webpackChunkName: "page-audience" */ './pages/info/AudiencePage'));
const AboutPage = lazyPage(() => import(/* webpackChunkName: "page-about" */ './pages/info/AboutPage'));
const ServicesPage = lazyPage(() => import(/* webpackChunkName: "page-services" */ './pages/info/ServicesPage'));
const PricingPage = lazyPage(() => import(/* webpackChunkName: "page-pricing" */ './pages/info/PricingPage'));
const FaqPage = lazyPage(() => import(/* webpackChunkName: "page-faq" */ './pages/info/FaqPage'));
const SupportPage = lazyPage(() => import(/* webpackChunkName: "page-support" */ './pages/info/SupportPage'));
const LegalPage = lazyPage<{ kind: 'privacy' | 'terms' }>(() => import(/* webpackChunkName: "page-legal" */ './pages/info/LegalPage'));
const SitemapPage = lazyPage(() => import(/* webpackChunkName: "page-sitemap" */ './pages/info/SitemapPage'));
const DemoSchedulePage = lazyPage(() => import(/* webpackChunkName: "page-demo-schedule" */ './pages/info/DemoSchedulePage'));
const PlaceholderPage = lazyPage<{ feature: string; description?: string }>(() => import(/* webpackChunkName: "page-placeholder" */ './pages/PlaceholderPage'));
const AdminDashboardPage = lazyPage(() => import(/* webpackChunkName: "page-admin-dashboard" */ './features/admin/pages/AdminDashboardPage'));
const ProfilePage = lazyPage(() => import(/* webpackChunkName: "page-profile" */ './features/profile/pages/ProfilePage'));
const SettingsPage = lazyPage(() => import(/* webpackChunkName: "page-settings" */ './features/settings/pages/SettingsPage'));
const MyMediaKitPage = lazyPage(() => import(/* webpackChunkName: "page-my-media-kit" */ './features/media-kit/pages/MyMediaKitPage'));
const PublicKitPage = lazyPage(() => import(/* webpackChunkName: "page-public-kit" */ './features/media-kit/pages/PublicKitPage'));
const UserProfilePage = lazyPage(() => import(/* webpackChunkName: "page-user-profile" */ './features/media-kit/pages/UserProfilePage'));
const AnalyticsPage = lazyPage(() => import(/* webpackChunkName: "page-analytics" */ './features/dashboards/pages/AnalyticsPage'));
const NilPage = lazyPage(() => import(/* webpackChunkName: "page-nil" */ './features/nil/pages/NilPage'));
const SubscriptionPage = lazyPage(() => import(/* webpackChunkName: "page-subscription" */ './features/checkout/pages/SubscriptionPage'));
const BillingHistoryPage = lazyPage(() => import(/* webpackChunkName: "page-billing-history" */ './features/checkout/pages/BillingHistoryPage'));
const ReceiptPage = lazyPage(() => import(/* webpackChunkName: "page-receipt" */ './features/checkout/pages/ReceiptPage'));
const CheckoutReturnPage = lazyPage<{ outcome: 'subscription' | 'success' | 'canceled' }>(() => import(/* webpackChunkName: "page-checkout-return" */ './features/checkout/pages/CheckoutReturnPage'));
const HelpPage = lazyPage(() => import(/* webpackChunkName: "page-help" */ './features/assistant/pages/HelpPage'));
const AiToolsPage = lazyPage<{ analysis: ReactNode }>(() => import(/* webpackChunkName: "page-ai-tools" */ './features/ai/pages/AiToolsPage'));

/** react-query and the page's query client (`shared-ui/query`): loaded with the first page that is not a marketing page. */
export const QueryScope = lazyPage<{ children: ReactNode }>(() => import('shared-ui/query').then((m) => ({ default: m.QueryProvider })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading page..." />}>{children}</Suspense>;
}

/**
 * A federated section with the page head named for it (title, canonical URL, share image, organisation data), on
 * each of its paths: set before the section's page sets its own (a layout effect runs before the page's effects).
 */
function Section({ section, basePath, title = SECTIONS[section].title }: { section: SectionName; basePath?: string; title?: string }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => applyPageHead({ title }), [title, pathname]);
  return <RemoteSection section={section} basePath={basePath} />;
}

/** /signup?role=x is the auth page's sign-up view. */
function SignupRedirect() {
  const { search } = useLocation();
  const role = new URLSearchParams(search).get('role');
  const query = new URLSearchParams({ mode: 'signup', ...(role ? { role } : {}) });
  return <Navigate to={`/auth?${query.toString()}`} replace />;
}

/** /dashboard/<role>: that role's dashboard; an unknown role goes to the user's own. */
function RoleDashboardRoute() {
  const { role = '' } = useParams();
  return (USER_ROLES as readonly string[]).includes(role) ? <RoleDashboardPage role={role} /> : <Navigate to="/dashboard" replace />;
}

/** A public page that a signed-in user sees only after onboarding (the guard runs only once signed in). */
export function OpenGuard({ children }: { children: ReactNode }) {
  const signedIn = useAuthStore((s) => !!(s.session || s.user));
  return signedIn ? <RouteGuard>{children}</RouteGuard> : <>{children}</>;
}

/** The page of each shell route in the route table (route-table.ts decides who may open it). */
export const PAGES: Readonly<Record<string, ReactNode>> = {
  '/': <LandingPage />,
  '/home': <HomePage />,
  '/explore': <ExplorePage />,
  '/marketplace/*': <Section section="marketplace" />,
  '/learn/*': <Section section="learn" />,
  '/community/*': <Section section="community" />,
  '/messages/*': <Section section="messaging" />,
  '/onboarding/*': <Section section="onboarding" />,
  '/pricing': <PricingPage />,
  '/demo-schedule': <DemoSchedulePage />,
  '/athlete-info': <AudiencePage audience="athlete" />,
  '/creator-info': <AudiencePage audience="creator" />,
  '/brand-info': <AudiencePage audience="brand" />,
  '/about': <AboutPage />,
  '/services': <ServicesPage />,
  '/faq': <FaqPage />,
  '/support': <SupportPage />,
  '/help': <HelpPage />,
  '/help/:slug': <HelpPage />,
  '/privacy': <LegalPage kind="privacy" />,
  '/terms': <LegalPage kind="terms" />,
  '/sitemap': <SitemapPage />,
  '/auth': <AuthPage />,
  '/auth/callback': <AuthCallbackPage />,
  '/auth/*': <AuthPage />,
  '/reset-password': <ResetPasswordPage />,
  '/signup': <SignupRedirect />,
  '/dashboard': <DashboardIndexPage />,
  '/dashboard/:role': <RoleDashboardRoute />,
  ...Object.fromEntries(USER_ROLES.map((role) => [`/${role}-dashboard`, <RoleDashboardPage role={role} />])),
  '/admin-dashboard': <AdminDashboardPage />,
  '/dashboard/admin': <AdminDashboardPage />,
  // the marketplace team owns the deals workspace too: its remote serves /deals
  '/deals/*': <Section section="marketplace" basePath="/deals" title="Deals" />,
  '/discover/*': <Section section="marketplace" basePath="/discover" title="Discover Talent" />,
  '/ai-scoring': <Section section="marketplace" basePath="/ai-scoring" title="AI Deal Scoring" />,
  '/profile/*': <ProfilePage />,
  '/user-profile': <UserProfilePage />,
  '/user-profile/me': <MyMediaKitPage />,
  '/kit/:handle': <PublicKitPage />,
  '/user-profile/subscription': <SubscriptionPage />,
  '/user-profile/billing': <BillingHistoryPage />,
  '/user-profile/billing/:paymentId': <ReceiptPage />,
  '/user-profile/settings': <SettingsPage />,
  // its Deal analysis tab is the marketplace section's (it reads deals and the market)
  '/ai-tools': <AiToolsPage analysis={<RemoteSection section="marketplace" basePath="/ai-tools" />} />,
  '/analytics': <AnalyticsPage />,
  '/nil': <NilPage />,
  '/settings': <Navigate to="/user-profile/settings" replace />,
  '/ai-manager': <Navigate to="/dashboard" replace />,
  '/subscription': <CheckoutReturnPage outcome="subscription" />,
  '/payment-success': <CheckoutReturnPage outcome="success" />,
  '/payment-canceled': <CheckoutReturnPage outcome="canceled" />,
};

/** Marketing pages read no data (they are pre-rendered), so only the other pages wait for react-query. */
function withData(route: RouteInfo, page: ReactNode): ReactNode {
  return route.marketing ? page : <QueryScope>{page}</QueryScope>;
}

/** A route's page behind the access rule its table entry names. */
export function guardedElement(route: RouteInfo, page: ReactNode): ReactNode {
  switch (route.access) {
    case 'guarded':
      return <RouteGuard roles={route.roles}>{page}</RouteGuard>;
    case 'sign-in':
      return <RouteGuard requireOnboarding={false}>{page}</RouteGuard>;
    case 'open':
      return <OpenGuard>{page}</OpenGuard>;
    default:
      return page;
  }
}

export const routes = (
  <>
    {SHELL_ROUTES.map((route) => (
      <Route key={route.path} path={route.path} element={guardedElement(route, withData(route, PAGES[route.path]))} />
    ))}
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

/**
 * Loads the chunk of the page at `pathname`, if it is a lazy page, so its first render does not suspend: an
 * unguarded one, or a guarded one too when `pastGuard` (a signed-in frame, once the visitor is known to be signed in).
 */
export async function preloadPage(pathname: string, pastGuard = false): Promise<void> {
  const pending: Promise<void>[] = [];
  let element: ReactNode = matchRoutes(ROUTE_OBJECTS, pathname)?.at(-1)?.route.element;
  while (isValidElement(element)) {
    const type = element.type;
    if (typeof type === 'function' && 'preload' in type) pending.push((type as LazyPage<object>).preload());
    if (type !== QueryScope && !(pastGuard && type === RouteGuard)) break;
    element = (element.props as { children?: ReactNode }).children;
  }
  await Promise.all(pending);
}
