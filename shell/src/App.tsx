import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { AppFrame } from './frame/AppFrame';
import { checkBackendHealth } from './health-check';
import { AppRoutes } from './routes';

export function App() {
  // After the first paint, so the backend client stays out of the first load.
  useEffect(() => {
    void checkBackendHealth();
  }, []);

  return (
    <AppProviders>
      <BrowserRouter>
        <AppFrame>
          <AppRoutes />
        </AppFrame>
      </BrowserRouter>
    </AppProviders>
  );
}
