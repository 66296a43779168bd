import type { OnboardingStatus, Profile } from './types';

export const ONBOARDING_SNOOZE_KEY = 'onboarding_snoozed_until';
export const ONBOARDING_SNOOZE_DAYS = 7;

/** True while a snooze date in the future is stored. */
export function isOnboardingSnoozed(now = new Date(), storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    const until = storage?.getItem(ONBOARDING_SNOOZE_KEY);
    return !!until && new Date(until).getTime() > now.getTime();
  } catch {
    return false;
  }
}

/**
 * Onboarding is needed when there is no profile or onboarding record, the profile lacks a non-empty
 * full_name or bio, or onboarding_completed is false; but not while a future snooze date is stored.
 */
export function needsOnboarding(profile: Profile | null, status: OnboardingStatus | null, snoozed: boolean): boolean {
  if (snoozed) return false;
  if (!profile || !status) return true;
  if (!profile.full_name?.trim() || !profile.bio?.trim()) return true;
  return !status.onboarding_completed;
}
