import { useEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { AppErrorBoundary } from './frame/AppErrorBoundary';
import { AppFrame } from './frame/AppFrame';
import { checkBackendHealth } from './health-check';
import { whenIdle } from './idle';
import { retryFailedPages } from './lazy-page';
import { registerServiceWorker, startUpdateNotifier } from './update/update-notifier';
import { AppRoutes } from './routes';

export function App() {
  // After the first paint, so the backend client stays out of the first load.
  useEffect(() => {
    whenIdle(() => void checkBackendHealth());
    registerServiceWorker();
    const stopNotifier = startUpdateNotifier();
    return () => {
      stopNotifier();
    };
  }, []);

  return (
    <AppProviders>
      <BrowserRouter>
        <AppFrame>
          <RoutedContent />
        </AppFrame>
      </BrowserRouter>
    </AppProviders>
  );
}

function RoutedContent() {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary resetKey={pathname} onReset={retryFailedPages}>
      <AppRoutes />
    </AppErrorBoundary>
  );
}
