import type { ComponentType } from 'react';
import type { SectionName, SectionRoutesProps } from '../contracts/sections';

/**
 * Runs one section on its own (SectionHarness.tsx), for the team that owns it. Only a section's standalone
 * page calls it, so its code is a chunk of its own rather than part of the shared-ui every page loads.
 */
export function mountSectionHarness(section: SectionName, Section: ComponentType<SectionRoutesProps>): void {
  import(/* webpackChunkName: "section-harness" */ './SectionHarness').then(
    (harness) => harness.mountSectionHarness(section, Section),
    (error: unknown) => console.error('[pitchside] the section harness could not be loaded', error),
  );
}
