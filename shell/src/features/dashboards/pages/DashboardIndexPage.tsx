import { Navigate } from 'react-router-dom';
import { roleLandingPath, Spinner, useAuthStore } from 'shared-ui';
import RoleDashboardPage from './RoleDashboardPage';

/** /dashboard sends the user to their role's dashboard; /dashboard/<role> shows that role's dashboard. */
export default function DashboardIndexPage({ role }: { role?: string }) {
  const initialized = useAuthStore((s) => s.initialized);
  const loading = useAuthStore((s) => s.loading);
  const storeRole = useAuthStore((s) => s.role);
  if (role) return <RoleDashboardPage role={role} />;
  if (!initialized || loading) return <Spinner label="Loading..." />;
  return <Navigate to={roleLandingPath(storeRole)} replace />;
}
