/** The spec's route table as data: the router follows it and /sitemap is generated from it. */
export type Access = 'public' | 'guarded' | 'sign-in' | 'redirect';

export interface RouteInfo {
  path: string;
  title: string;
  access: Access;
  group: 'Product' | 'Audiences' | 'Company' | 'Legal' | 'Account';
  /** Listed on /sitemap. */
  listed?: boolean;
}

export const ROUTE_TABLE: RouteInfo[] = [
  { path: '/', title: 'Landing', access: 'public', group: 'Product', listed: true },
  { path: '/home', title: 'Home', access: 'public', group: 'Product', listed: true },
  { path: '/explore', title: 'Explore', access: 'public', group: 'Product', listed: true },
  { path: '/marketplace', title: 'Deal Marketplace', access: 'public', group: 'Product', listed: true },
  { path: '/learn', title: 'Learning Hub', access: 'public', group: 'Product', listed: true },
  { path: '/learn/content-library', title: 'Content Library', access: 'public', group: 'Product', listed: true },
  { path: '/learn/workshops-webinars', title: 'Workshops & Webinars', access: 'public', group: 'Product', listed: true },
  { path: '/pricing', title: 'Pricing', access: 'public', group: 'Product', listed: true },
  { path: '/demo-schedule', title: 'Book a Demo', access: 'public', group: 'Product', listed: true },
  { path: '/athlete-info', title: 'For Athletes & Artists', access: 'public', group: 'Audiences', listed: true },
  { path: '/creator-info', title: 'For Creators', access: 'public', group: 'Audiences', listed: true },
  { path: '/brand-info', title: 'For Brands', access: 'public', group: 'Audiences', listed: true },
  { path: '/about', title: 'About', access: 'public', group: 'Company', listed: true },
  { path: '/services', title: 'Services', access: 'public', group: 'Company', listed: true },
  { path: '/faq', title: 'FAQ', access: 'public', group: 'Company', listed: true },
  { path: '/privacy', title: 'Privacy Policy', access: 'public', group: 'Legal', listed: true },
  { path: '/terms', title: 'Terms of Service', access: 'public', group: 'Legal', listed: true },
  { path: '/sitemap', title: 'Sitemap', access: 'public', group: 'Legal', listed: true },
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
