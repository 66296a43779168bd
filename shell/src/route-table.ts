/**
 * The spec's route table as data: /sitemap is generated from it, and start-up reads which pages are
 * marketing pages. routes.tsx maps each path to its page and access rule.
 */
export type Access = 'public' | 'guarded' | 'sign-in' | 'redirect';

export interface RouteInfo {
  path: string;
  title: string;
  access: Access;
  group: 'Product' | 'Audiences' | 'Company' | 'Legal' | 'Account';
  /** Listed on /sitemap. */
  listed?: boolean;
  /** A shell marketing page: it renders without auth, config or sections, so those start when the browser is idle. */
  marketing?: boolean;
}

export const ROUTE_TABLE: RouteInfo[] = [
  { path: '/', marketing: true, title: 'Landing', access: 'public', group: 'Product', listed: true },
  { path: '/home', marketing: true, title: 'Home', access: 'public', group: 'Product', listed: true },
  { path: '/explore', title: 'Explore', access: 'public', group: 'Product', listed: true },
  { path: '/marketplace', title: 'Deal Marketplace', access: 'public', group: 'Product', listed: true },
  { path: '/learn', title: 'Learning Hub', access: 'public', group: 'Product', listed: true },
  { path: '/learn/content-library', title: 'Content Library', access: 'public', group: 'Product', listed: true },
  { path: '/learn/workshops-webinars', title: 'Workshops & Webinars', access: 'public', group: 'Product', listed: true },
  { path: '/pricing', marketing: true, title: 'Pricing', access: 'public', group: 'Product', listed: true },
  { path: '/demo-schedule', marketing: true, title: 'Book a Demo', access: 'public', group: 'Product', listed: true },
  { path: '/athlete-info', marketing: true, title: 'For Athletes & Artists', access: 'public', group: 'Audiences', listed: true },
  { path: '/creator-info', marketing: true, title: 'For Creators', access: 'public', group: 'Audiences', listed: true },
  { path: '/brand-info', marketing: true, title: 'For Brands', access: 'public', group: 'Audiences', listed: true },
  { path: '/about', marketing: true, title: 'About', access: 'public', group: 'Company', listed: true },
  { path: '/services', marketing: true, title: 'Services', access: 'public', group: 'Company', listed: true },
  { path: '/faq', marketing: true, title: 'FAQ', access: 'public', group: 'Company', listed: true },
  { path: '/privacy', marketing: true, title: 'Privacy Policy', access: 'public', group: 'Legal', listed: true },
  { path: '/terms', marketing: true, title: 'Terms of Service', access: 'public', group: 'Legal', listed: true },
  { path: '/sitemap', marketing: true, title: 'Sitemap', access: 'public', group: 'Legal', listed: true },
  { path: '/auth', title: 'Sign In / Sign Up', access: 'public', group: 'Account', listed: true },
  { path: '/dashboard', title: 'Dashboard', access: 'guarded', group: 'Account', listed: true },
  { path: '/community', title: 'Community', access: 'guarded', group: 'Account', listed: true },
  { path: '/messages', title: 'Messages', access: 'guarded', group: 'Account', listed: true },
  { path: '/marketplace/applications', title: 'My Applications', access: 'guarded', group: 'Account', listed: true },
  { path: '/deals', title: 'Deals', access: 'guarded', group: 'Account', listed: true },
  { path: '/profile', title: 'Profile', access: 'guarded', group: 'Account', listed: true },
  { path: '/user-profile/subscription', title: 'Subscription', access: 'guarded', group: 'Account', listed: true },
  { path: '/ai-tools', title: 'AI Tools', access: 'guarded', group: 'Account', listed: true },
  { path: '/ai-scoring', title: 'AI Deal Scoring', access: 'guarded', group: 'Account', listed: true },
  { path: '/analytics', title: 'Analytics', access: 'guarded', group: 'Account', listed: true },
  { path: '/settings', title: 'Settings', access: 'guarded', group: 'Account', listed: true },
  { path: '/onboarding', title: 'Onboarding', access: 'sign-in', group: 'Account' },
];

/** Paths of the shell's marketing pages. */
export const MARKETING_PATHS: ReadonlySet<string> = new Set(ROUTE_TABLE.filter((r) => r.marketing).map((r) => r.path));
