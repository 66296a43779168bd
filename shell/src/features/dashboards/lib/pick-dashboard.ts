import { roleLandingPath, USER_ROLES, type AuthState, type UserRole } from 'shared-ui';

export type DashboardAuthView = Pick<AuthState, 'initialized' | 'loading' | 'user' | 'role' | 'roleKnown'>;

/**
 * Where /dashboard goes: the signed-in user's own role dashboard, but only once their role is known. Until then
 * (the session check, or the profile and role still loading) it is a neutral loading state: the store's role is
 * the default (athlete) meanwhile, and a brand must never be sent to, or shown, the athlete dashboard.
 */
export function pickDashboard(auth: DashboardAuthView): { kind: 'loading' } | { kind: 'redirect'; to: string } {
  if (!auth.initialized || auth.loading || (auth.user && !auth.roleKnown)) return { kind: 'loading' };
  return { kind: 'redirect', to: roleLandingPath(auth.role) };
}

/**
 * Which role's dashboard a role dashboard page shows: the route's role when it names one (/brand-dashboard,
 * /dashboard/brand), otherwise the user's own once it is known; null means "show a loading state".
 */
export function dashboardRole(routeRole: string | undefined, auth: Pick<AuthState, 'role' | 'roleKnown'>): UserRole | null {
  if (routeRole && (USER_ROLES as readonly string[]).includes(routeRole)) return routeRole as UserRole;
  return auth.roleKnown ? auth.role : null;
}
