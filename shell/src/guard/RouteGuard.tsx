import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner, useAuthStore } from 'shared-ui';
import { guardDecision, type GuardOptions } from './guard-decision';

/** Wraps a page that needs sign-in and/or finished onboarding (both on by default). */
export function RouteGuard({ children, ...options }: GuardOptions & { children: ReactNode }) {
  const auth = useAuthStore();
  const location = useLocation();
  const decision = guardDecision(auth, options);
  switch (decision.kind) {
    case 'initializing':
      return <Spinner label={decision.label} fullScreen />;
    case 'loading':
      return <Spinner label={decision.label} />;
    case 'redirect':
      return <Navigate to={decision.to} replace state={{ from: location.pathname + location.search }} />;
    default:
      return <>{children}</>;
  }
}
