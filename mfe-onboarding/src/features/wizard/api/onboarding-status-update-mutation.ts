import { useMutation } from '@tanstack/react-query';
import { getSupabase, noDataError, useAuthStore, type OnboardingStatus, type Update, type PitchsideClient } from 'shared-ui';

export type StatusFlags = Pick<Update<'onboarding_status'>, 'profile_completed' | 'role_setup_completed' | 'preferences_set' | 'onboarding_completed'>;

/** Sets onboarding flags; when the user has no onboarding row yet ('not found', PGRST116) it upserts instead. */
export async function updateOnboardingStatus(client: PitchsideClient, userId: string, flags: StatusFlags): Promise<OnboardingStatus> {
  const updated = await client.from('onboarding_status').update(flags).eq('user_id', userId).select().maybeSingle();
  if (updated.error && updated.error.code !== 'PGRST116') throw updated.error;
  if (updated.data) return updated.data;
  const current = useAuthStore.getState().onboardingStatus;
  const row = {
    user_id: userId,
    profile_completed: current?.profile_completed ?? false,
    role_setup_completed: current?.role_setup_completed ?? false,
    preferences_set: current?.preferences_set ?? false,
    onboarding_completed: current?.onboarding_completed ?? false,
    ...flags,
  };
  const upserted = await client.from('onboarding_status').upsert(row, { onConflict: 'user_id' }).select().maybeSingle();
  if (upserted.error) throw upserted.error;
  if (!upserted.data) throw noDataError();
  return upserted.data;
}

export function useUpdateOnboardingStatus(userId: string) {
  return useMutation({
    mutationFn: async (flags: StatusFlags) => updateOnboardingStatus(await getSupabase(), userId, flags),
    // The step shows its own mapped failure toast (runStepSave).
    meta: { errorToast: false },
    onSuccess: (onboardingStatus) => useAuthStore.getState().set({ onboardingStatus }),
  });
}
