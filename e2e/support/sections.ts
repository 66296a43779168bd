/** Each section, its shell path and the heading its first screen shows. */
export const SECTION_SCREENS = [
  { section: 'marketplace', path: '/marketplace', heading: 'Deal Marketplace' },
  { section: 'community', path: '/community', heading: 'Community' },
  { section: 'learn', path: '/learn', heading: 'Learning Hub' },
  { section: 'messaging', path: '/messages', heading: 'Messages' },
  { section: 'onboarding', path: '/onboarding', heading: 'Set up your Pitchside profile' },
] as const;
