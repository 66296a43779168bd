import { Navigate } from 'react-router-dom';
import { Spinner, useAuthStore } from 'shared-ui';
import { pickDashboard } from '../lib/pick-dashboard';

/** /dashboard sends the user to their role's dashboard, once their role is known (a neutral loading state until then). */
export default function DashboardIndexPage() {
  const initialized = useAuthStore((s) => s.initialized);
  const loading = useAuthStore((s) => s.loading);
  const user = useAuthStore((s) => s.user);
  const role = useAuthStore((s) => s.role);
  const roleKnown = useAuthStore((s) => s.roleKnown);
  const pick = pickDashboard({ initialized, loading, user, role, roleKnown });
  if (pick.kind === 'loading') return <Spinner label="Loading your dashboard..." />;
  return <Navigate to={pick.to} replace />;
}
