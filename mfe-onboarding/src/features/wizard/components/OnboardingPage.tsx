import { Navigate } from 'react-router-dom';
import { needsOnboarding, roleLandingPath, Spinner, useAuthStore } from 'shared-ui';
import { OnboardingWizard } from './OnboardingWizard';

/** Loading shows a spinner; signed out goes to /auth; needing onboarding shows the wizard; otherwise the role dashboard. */
export default function OnboardingPage() {
  const initialized = useAuthStore((s) => s.initialized);
  const loading = useAuthStore((s) => s.loading);
  const user = useAuthStore((s) => s.user);
  const profile = useAuthStore((s) => s.profile);
  const status = useAuthStore((s) => s.onboardingStatus);
  const role = useAuthStore((s) => s.role);

  if (!initialized || (loading && !profile)) return <Spinner label="Loading your profile..." />;
  if (!user) return <Navigate to="/auth" replace />;
  // The wizard itself ignores a snooze: a user who comes back to it may finish it.
  if (status?.onboarding_completed || !needsOnboarding(profile, status, false)) return <Navigate to={roleLandingPath(role)} replace />;
  return <OnboardingWizard key={user.id} user={user} />;
}
