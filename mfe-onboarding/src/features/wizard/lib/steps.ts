import type { OnboardingStatus } from 'shared-ui';

/** The step to show for a status: the first one not done yet (1-based). */
export function stepFromStatus(status: OnboardingStatus | null): number {
  if (!status?.profile_completed) return 1;
  if (!status.role_setup_completed) return 2;
  if (!status.preferences_set) return 3;
  return 4;
}
