export interface NavItem {
  to: string;
  label: string;
  /** Extra path prefixes that also mark this item active. */
  also?: string[];
}

const DASHBOARD_ALIASES = ['/athlete-dashboard', '/creator-dashboard', '/brand-dashboard', '/agency-dashboard', '/admin-dashboard'];

export const SIGNED_IN_ITEMS: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', also: DASHBOARD_ALIASES },
  { to: '/learn', label: 'Learn' },
  { to: '/marketplace', label: 'Marketplace' },
  { to: '/community', label: 'Community' },
  { to: '/messages', label: 'Messages' },
];

export const SIGNED_OUT_ITEMS: NavItem[] = [
  { to: '/explore', label: 'Explore' },
  { to: '/learn', label: 'Learn' },
  { to: '/marketplace', label: 'Marketplace' },
];

export const AVATAR_MENU_ITEMS: NavItem[] = [
  { to: '/profile', label: 'Profile' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/marketplace', label: 'My Campaigns' },
  { to: '/messages', label: 'Messages' },
  { to: '/learn', label: 'Learning Hub' },
  { to: '/user-profile/subscription', label: 'Subscription' },
  { to: '/settings', label: 'Settings' },
];

function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The active item is highlighted by path prefix: /learn/modules/x keeps Learn active, /learning does not. */
export function isNavItemActive(pathname: string, item: NavItem): boolean {
  return [item.to, ...(item.also ?? [])].some((prefix) => matchesPrefix(pathname, prefix));
}
