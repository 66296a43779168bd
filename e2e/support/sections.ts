/**
 * Each section, its shell path and the heading its first screen shows. `signIn: 'fresh-user'`: the screen needs
 * a signed-in user who has not finished onboarding (the wizard sends signed-out visitors to /auth);
 * `signIn: 'demo'`: a guarded section, opened as the seeded demo athlete.
 */
export const SECTION_SCREENS: readonly { section: string; path: string; heading: string; signIn?: 'fresh-user' | 'demo' }[] = [
  { section: 'marketplace', path: '/marketplace', heading: 'Deal Marketplace' },
  { section: 'community', path: '/community', heading: 'Community', signIn: 'demo' },
  { section: 'learn', path: '/learn', heading: 'Learning Hub' },
  { section: 'messaging', path: '/messages', heading: 'Messages', signIn: 'demo' },
  { section: 'onboarding', path: '/onboarding', heading: 'Set up your Pitchside profile', signIn: 'fresh-user' },
];
