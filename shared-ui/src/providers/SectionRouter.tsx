import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import type { SectionRoutesProps } from '../contracts/sections';

/** A section's route tree below its shell path, with the spinner its lazily loaded pages show while they load. */
export function SectionRouter({ loadingLabel, children }: { loadingLabel: string; children: ReactNode }) {
  return (
    <Suspense fallback={<Spinner label={loadingLabel} />}>
      <Routes>{children}</Routes>
    </Suspense>
  );
}

/** The route tree of a section that is one page so far: `Page` at every path below the section's shell path. */
export function singlePageSection(loadingLabel: string, Page: ComponentType): ComponentType<SectionRoutesProps> {
  return function SinglePageSection() {
    return (
      <SectionRouter loadingLabel={loadingLabel}>
        <Route path="*" element={<Page />} />
      </SectionRouter>
    );
  };
}
