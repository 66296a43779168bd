import { useEffect, useState } from 'react';
import { authSettled } from 'shared-ui';
import { whenIdle } from './idle';

/**
 * Start-up work the first screen does not show (the header's bell, avatar menu and unread badge with their
 * queries, the backend health check, the update notifier, Web Vitals) waits until that screen is drawn, so it
 * does not compete with the page's own code and data for the network and the main thread. For a signed-in
 * visitor that is: session and profile restored, then the page's queries all answered and none started for a
 * moment (QUIET_MS; NO_QUERY_MS while none has started yet, as the page's code may still be loading), at most
 * MAX_WAIT_MS after start. For anyone else: once the first session check has finished. Then an idle moment.
 */
const QUIET_MS = 400;
const NO_QUERY_MS = 2000;
const MAX_WAIT_MS = 8000;

let settled: Promise<void> | null = null;
let done = false;

async function pageQueriesQuiet(): Promise<void> {
  const auth = await authSettled();
  if (!auth.user) return;
  const { whenQueriesQuiet } = await import('shared-ui/query');
  await whenQueriesQuiet(QUIET_MS, NO_QUERY_MS);
}

/** Resolves once the first screen is drawn (see above) and the browser is then idle; the same promise for every caller. */
export function firstScreenSettled(): Promise<void> {
  settled ??= Promise.race([pageQueriesQuiet().catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS))])
    .then(() => new Promise<void>((resolve) => whenIdle(resolve)))
    .then(() => {
      done = true;
    });
  return settled;
}

/** Runs `task` once the first screen is drawn (at once, on an idle moment, later in the visit). */
export function afterFirstScreen(task: () => void): void {
  void firstScreenSettled().then(task);
}

/** False until the first screen is drawn, then true for the rest of the visit. */
export function useFirstScreenSettled(): boolean {
  const [settledNow, setSettled] = useState(done);
  useEffect(() => {
    if (settledNow) return;
    let active = true;
    void firstScreenSettled().then(() => {
      if (active) setSettled(true);
    });
    return () => {
      active = false;
    };
  }, [settledNow]);
  return settledNow;
}

/** For tests: forget that the first screen was drawn. */
export function resetFirstScreenForTests(): void {
  settled = null;
  done = false;
}
