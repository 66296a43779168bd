import type { UserRole } from 'shared-ui';

export type ProfileTab = 'basics' | 'athletics' | 'social' | 'audience' | 'brand' | 'clients' | 'preferences';

export const TAB_LABELS: Record<ProfileTab, string> = {
  basics: 'Basics',
  athletics: 'Athletics',
  social: 'Social accounts',
  audience: 'Audience',
  brand: 'Brand',
  clients: 'Clients',
  preferences: 'Preferences',
};

/** The profile manager's tabs that fit a role, in order. */
export function tabsFor(role: UserRole): ProfileTab[] {
  switch (role) {
    case 'athlete':
      return ['basics', 'athletics', 'social', 'preferences'];
    case 'creator':
      return ['basics', 'audience', 'social', 'preferences'];
    case 'brand':
      return ['basics', 'brand', 'preferences'];
    case 'agency':
      return ['basics', 'clients', 'social', 'preferences'];
    default:
      return ['basics', 'preferences'];
  }
}
