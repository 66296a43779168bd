import { USER_ROLES, type UserRole } from 'shared-ui';

/**
 * Every route of the shell and who may open it: the router builds its routes from this table, /sitemap
 * lists it, the feature cards (home, explore) read a target's access from it, and start-up reads which pages
 * are marketing pages.
 *
 * access:
 * - public:   anyone;
 * - open:     anyone, but a signed-in user must have finished onboarding first;
 * - guarded:  signed in with onboarding finished (and one of `roles`, when given);
 * - sign-in:  signed in, onboarding not required (the wizard itself);
 * - redirect: sends the visitor on to another path.
 */
export type Access = 'public' | 'open' | 'guarded' | 'sign-in' | 'redirect';

export type RouteGroup = 'Product' | 'Audiences' | 'Company' | 'Legal' | 'Account';

export interface RouteInfo {
  /** The router's path; a section's path ends in `/*` (the section routes below it). */
  path: string;
  title: string;
  access: Access;
  roles?: readonly UserRole[];
  group?: RouteGroup;
  /** Listed on /sitemap (needs a group). */
  listed?: boolean;
  /** A shell marketing page: it renders without auth, config or sections, so those start when the browser is idle. */
  marketing?: boolean;
  /** A page inside a section: the section routes and guards it below its own `/*` route; listed here for the sitemap and cards. */
  inSection?: boolean;
  /**
   * Pre-rendered at build time (infra/local/src/stack/prerender.ts), beyond the marketing pages (which always are):
   * - page:  the whole page is static HTML; the app starts on the visitor's first sign of intent;
   * - frame: a public page the app runs at once: its frame (header, heading, filters, the loading skeleton of a
   *          page that reads data) is static HTML, painted at once, and the app starts right after that paint,
   *          loads the data and takes over. /explore is one too: it is the start page the app opens sections from.
   * - signed-in: a guarded page's frame: the header as a signed-in member sees it (without their widgets) and what the
   *          page shows before it knows the user (its heading and intro where they do not depend on the user, else its
   *          loading state), with no user data; shown only when the browser holds a session, and the app takes over
   *          once the session and profile are restored. A signed-out visitor gets the app's page (the guard).
   */
  prerender?: 'page' | 'frame' | 'signed-in';
}

const page = (path: string, title: string, access: Access, group: RouteGroup, extra: Partial<RouteInfo> = {}): RouteInfo => ({ path, title, access, group, listed: true, ...extra });
const marketing = (path: string, title: string, group: RouteGroup): RouteInfo => page(path, title, 'public', group, { marketing: true });
const unlisted = (path: string, title: string, access: Access): RouteInfo => ({ path, title, access });

export const ROUTE_TABLE: readonly RouteInfo[] = [
  marketing('/', 'Landing', 'Product'),
  marketing('/home', 'Home', 'Product'),
  page('/explore', 'Explore', 'open', 'Product', { prerender: 'frame' }),
  page('/marketplace/*', 'Deal Marketplace', 'public', 'Product', { prerender: 'frame' }),
  page('/learn/*', 'Learning Hub', 'public', 'Product', { prerender: 'frame' }),
  page('/learn/content-library', 'Content Library', 'public', 'Product', { inSection: true, prerender: 'frame' }),
  page('/learn/workshops-webinars', 'Workshops & Webinars', 'public', 'Product', { inSection: true }),
  marketing('/pricing', 'Pricing', 'Product'),
  marketing('/demo-schedule', 'Book a Demo', 'Product'),
  marketing('/athlete-info', 'For Athletes & Artists', 'Audiences'),
  marketing('/creator-info', 'For Creators', 'Audiences'),
  marketing('/brand-info', 'For Brands', 'Audiences'),
  marketing('/about', 'About', 'Company'),
  marketing('/services', 'Services', 'Company'),
  marketing('/faq', 'FAQ', 'Company'),
  page('/support', 'Support', 'public', 'Company'),
  page('/help', 'Help Articles', 'public', 'Company'),
  unlisted('/help/:slug', 'Help Article', 'public'),
  marketing('/privacy', 'Privacy Policy', 'Legal'),
  marketing('/terms', 'Terms of Service', 'Legal'),
  marketing('/sitemap', 'Sitemap', 'Legal'),
  page('/auth', 'Sign In / Sign Up', 'public', 'Account'),
  page('/dashboard', 'Dashboard', 'guarded', 'Account', { prerender: 'signed-in' }),
  page('/community/*', 'Community', 'guarded', 'Account', { prerender: 'signed-in' }),
  page('/messages/*', 'Messages', 'guarded', 'Account', { prerender: 'signed-in' }),
  page('/marketplace/applications', 'My Applications', 'guarded', 'Account', { inSection: true }),
  page('/deals/*', 'Deals', 'guarded', 'Account', { prerender: 'signed-in' }),
  // talent discovery (the marketplace section): brands, agencies and admins; anyone else goes to their dashboard
  page('/discover/*', 'Discover Talent', 'guarded', 'Account', { roles: ['brand', 'agency', 'admin'] }),
  page('/profile/*', 'Profile', 'guarded', 'Account'),
  page('/user-profile/subscription', 'Subscription', 'guarded', 'Account'),
  page('/user-profile/billing', 'Billing history', 'guarded', 'Account'),
  unlisted('/user-profile/billing/:paymentId', 'Receipt', 'guarded'),
  page('/ai-tools', 'AI Tools', 'guarded', 'Account'),
  page('/ai-scoring', 'AI Deal Scoring', 'guarded', 'Account'),
  page('/analytics', 'Analytics', 'guarded', 'Account'),
  // NIL compliance for college athletes (issue 33); anyone else goes to their dashboard
  page('/nil', 'NIL Compliance', 'guarded', 'Account', { roles: ['athlete'] }),
  page('/settings', 'Settings', 'guarded', 'Account'),
  unlisted('/onboarding/*', 'Onboarding', 'sign-in'),
  { path: '/marketplace/apply', title: 'Apply to a Deal', access: 'guarded', inSection: true },
  unlisted('/dashboard/:role', 'Role Dashboard', 'guarded'),
  // where each role lands after signing in (role-paths.ts): pre-rendered as signed-in frames
  ...USER_ROLES.filter((role) => role !== 'admin').map((role) => ({ ...unlisted(`/${role}-dashboard`, `${role} dashboard`, 'guarded'), prerender: 'signed-in' as const })),
  // the admin tools: anyone else is sent to their own dashboard (the database enforces it again)
  { path: '/admin-dashboard', title: 'Admin Dashboard', access: 'guarded', roles: ['admin'] },
  { path: '/dashboard/admin', title: 'Admin Dashboard', access: 'guarded', roles: ['admin'] },
  unlisted('/user-profile', 'Profile', 'guarded'),
  unlisted('/user-profile/me', 'My Profile', 'guarded'),
  unlisted('/user-profile/settings', 'Settings', 'guarded'),
  // a published media kit, readable signed out
  unlisted('/kit/:handle', 'Media Kit', 'public'),
  unlisted('/auth/callback', 'Signing In', 'public'),
  unlisted('/auth/*', 'Sign In / Sign Up', 'public'),
  unlisted('/reset-password', 'Reset Password', 'public'),
  unlisted('/subscription', 'Subscription', 'public'),
  unlisted('/payment-success', 'Payment Successful', 'public'),
  unlisted('/payment-canceled', 'Payment Canceled', 'public'),
  unlisted('/signup', 'Sign Up', 'redirect'),
  unlisted('/ai-manager', 'AI Manager', 'redirect'),
];

/** The link to a route: its path without a section's trailing `/*`. */
export function routeLink(route: Pick<RouteInfo, 'path'>): string {
  return route.path.replace(/\/\*$/, '') || '/';
}

/** The routes the shell's router renders (a section's own pages are routed by the section). */
export const SHELL_ROUTES: readonly RouteInfo[] = ROUTE_TABLE.filter((r) => !r.inSection);

/** The table entry a link lands on: the exact page, else the section (`/*`) route it falls under. */
export function routeFor(link: string): RouteInfo | undefined {
  return (
    ROUTE_TABLE.find((r) => r.path === link) ??
    ROUTE_TABLE.filter((r) => r.path.endsWith('/*') && (link === routeLink(r) || link.startsWith(`${routeLink(r)}/`))).sort((a, b) => b.path.length - a.path.length)[0]
  );
}

/** May a signed-out visitor open this link? */
export function isPublicLink(link: string): boolean {
  const access = routeFor(link)?.access;
  return access === 'public' || access === 'open';
}

/** Paths of the shell's marketing pages. */
export const MARKETING_PATHS: ReadonlySet<string> = new Set(ROUTE_TABLE.filter((r) => r.marketing).map((r) => r.path));

export type Prerendered = NonNullable<RouteInfo['prerender']>;

/** Every pre-rendered path (a link, without a section's `/*`) and how: the marketing pages and the others the table marks. */
export const PRERENDERED: ReadonlyMap<string, Prerendered> = new Map(
  ROUTE_TABLE.filter((r) => r.marketing || r.prerender).map((r) => [routeLink(r), r.prerender ?? 'page'] as const),
);
