import { useEffect, useLayoutEffect, useRef } from 'react';
import { BrowserRouter, useLocation, useNavigationType } from 'react-router-dom';
import { AppProviders, toast } from 'shared-ui';
import { AppErrorBoundary } from './frame/AppErrorBoundary';
import { AppFrame } from './frame/AppFrame';
import { ScrollRestoration } from './frame/scroll-restoration';
import { afterFirstScreen } from './first-screen';
import { checkBackendHealth } from './health-check';
import { retryFailedPages } from './lazy-page';
import { AppRoutes } from './routes';

/** A pre-rendered page's hand-over to the app's first render (see prerender/handoff.ts). */
export interface HandOver {
  /** After the first commit, before it is painted. */
  beforePaint: () => void;
  /**
   * As the root's passive mount effect: after every component's own (the frame closes its menu on mount),
   * so a replayed click has the last word.
   */
  afterMount: () => void;
}

interface AppProps {
  /** The health check, service worker and update notifier; off while the prerender step captures a page. */
  background?: boolean;
  handOver?: HandOver;
}

export function App({ background = true, handOver }: AppProps) {
  const pending = useRef(handOver);
  useLayoutEffect(() => pending.current?.beforePaint(), []);
  useEffect(() => {
    const first = pending.current;
    pending.current = undefined;
    first?.afterMount();
  }, []);

  // Once the first screen is drawn (first-screen.ts), so neither competes with the page's own code and data.
  useEffect(() => {
    if (!background) return;
    let stopped = false;
    afterFirstScreen(() => {
      if (!stopped) void checkBackendHealth();
    });
    // The service worker and the update notifier start their work after that and 30 s in: their code is its
    // own chunk, not part of the first load.
    let stopNotifier: (() => void) | undefined;
    afterFirstScreen(() => {
      void import(/* webpackChunkName: "update-notifier" */ './update/update-notifier').then((notifier) => {
        if (stopped) return;
        notifier.registerServiceWorker();
        stopNotifier = notifier.startUpdateNotifier();
      });
    });
    return () => {
      stopped = true;
      stopNotifier?.();
    };
  }, [background]);

  return (
    <AppProviders>
      <BrowserRouter>
        <ScrollRestoration />
        <AppFrame>
          <RoutedContent />
        </AppFrame>
      </BrowserRouter>
    </AppProviders>
  );
}

function RoutedContent() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  // Confirmations belong to the page they were shown on; a message shown as the navigation began stays, and so
  // does one through a redirect (a replace: /dashboard sending a new member on to /onboarding is not moving on).
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== 'REPLACE') toast.dismissStale();
  }, [pathname, navigationType]);
  return (
    <AppErrorBoundary resetKey={pathname} onReset={retryFailedPages}>
      <AppRoutes />
    </AppErrorBoundary>
  );
}
