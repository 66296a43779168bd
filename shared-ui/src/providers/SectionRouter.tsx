import { Suspense, type ReactNode } from 'react';
import { Routes } from 'react-router-dom';
import { Spinner } from '../components/Spinner';

/** A section's route tree below its shell path, with the spinner its lazily loaded pages show while they load. */
export function SectionRouter({ loadingLabel, children }: { loadingLabel: string; children: ReactNode }) {
  return (
    <Suspense fallback={<Spinner label={loadingLabel} />}>
      <Routes>{children}</Routes>
    </Suspense>
  );
}
