import { Navigate } from 'react-router-dom';
import { roleLandingPath, Spinner, useAuthStore } from 'shared-ui';

/** /dashboard sends the user to their role's dashboard. */
export default function DashboardIndexPage() {
  const initialized = useAuthStore((s) => s.initialized);
  const loading = useAuthStore((s) => s.loading);
  const storeRole = useAuthStore((s) => s.role);
  if (!initialized || loading) return <Spinner label="Loading..." />;
  return <Navigate to={roleLandingPath(storeRole)} replace />;
}
