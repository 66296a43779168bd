import { lazy, Suspense, useMemo, useState } from 'react';
import { ComponentErrorBoundary, SECTIONS, Spinner, type SectionName } from 'shared-ui';
import { remoteRegistry } from './remote-registry';

/** Renders a federated section under its shell path (or another path it also serves); a failure stays inside this panel. */
export function RemoteSection({ section, basePath = SECTIONS[section].path }: { section: SectionName; basePath?: string }) {
  const [attempt, setAttempt] = useState(0);
  // Already loaded (a pre-rendered frame's hand-over waits for it): rendered at once, with no fallback in between.
  const Section = useMemo(() => remoteRegistry.loaded(section)?.default ?? lazy(() => remoteRegistry.load(section)), [section, attempt]);

  return (
    <ComponentErrorBoundary
      key={section}
      onRetry={() => {
        remoteRegistry.reload(section);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<Spinner label="Loading page..." />}>
        <Section basePath={basePath} />
      </Suspense>
    </ComponentErrorBoundary>
  );
}
