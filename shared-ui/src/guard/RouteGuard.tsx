import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthStore } from '../auth/auth-store';
import { Spinner } from '../components/Spinner';
import { guardDecision, type GuardOptions } from './guard-decision';

/**
 * The shell's prerender step (infra/local/src/stack/prerender.ts) is capturing a signed-in frame: a guarded page as
 * a member sees it before the app knows who they are. Guards render their page (with no user, so only its
 * user-independent parts, such as its heading and loading state, end up in the HTML), and the shell's header shows
 * the signed-in navigation without the member's own widgets.
 */
export const capturingSignedInFrame = typeof window !== 'undefined' && '__pitchsideSignedInFrame' in window;

/**
 * Wraps a page that needs sign-in, finished onboarding (both on by default) and optionally one of `roles`.
 * The shell guards its routes with it, and a section guards its own sub-routes the same way.
 */
export function RouteGuard({ children, ...options }: GuardOptions & { children: ReactNode }) {
  const auth = useAuthStore();
  const location = useLocation();
  const decision: ReturnType<typeof guardDecision> = capturingSignedInFrame ? { kind: 'render' } : guardDecision(auth, options);
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
