import type { ComponentType } from 'react';

/** Every federated section, the shell path it renders under, and its human name. */
export const SECTIONS = {
  marketplace: { path: '/marketplace', title: 'Marketplace' },
  community: { path: '/community', title: 'Community' },
  learn: { path: '/learn', title: 'Learning Hub' },
  messaging: { path: '/messages', title: 'Messages' },
  onboarding: { path: '/onboarding', title: 'Onboarding' },
} as const;

export type SectionName = keyof typeof SECTIONS;
export const SECTION_NAMES = Object.keys(SECTIONS) as SectionName[];

/** The module each remote exposes. */
export const SECTION_EXPOSE = './routes';

export interface SectionRoutesProps {
  /** The shell path the section is mounted under, e.g. '/marketplace'. */
  basePath: string;
}

/** What `loadRemote('<section>/routes')` resolves to. */
export interface SectionRoutesModule {
  default: ComponentType<SectionRoutesProps>;
  /**
   * Loads the code of the page at `subpath` (the path below the section's, '' for its index), so the section's
   * first render does not suspend: the shell awaits it before it takes over a pre-rendered frame.
   */
  preload?: (subpath: string) => Promise<unknown>;
}
