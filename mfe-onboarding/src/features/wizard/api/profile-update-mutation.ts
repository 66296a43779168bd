import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, profileKeys, updateProfile, useAuthStore, type Update } from 'shared-ui';

/** What a step may write to the profile (the step validated it); extra_data is merged with the stored value by the server. */
export type ProfileUpdate = Pick<
  Update<'profiles'>,
  | 'full_name'
  | 'bio'
  | 'sport'
  | 'graduation_year'
  | 'content_type'
  | 'follower_count'
  | 'company_name'
  | 'industry'
  | 'website_url'
  | 'instagram_handle'
  | 'twitter_handle'
  | 'tiktok_handle'
  | 'extra_data'
>;

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: ProfileUpdate) => updateProfile(await getSupabase(), userId, update),
    // The step shows its own mapped failure toast (runStepSave).
    meta: { errorToast: false },
    onSuccess: (profile) => {
      useAuthStore.getState().set({ profile });
      void queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) });
    },
  });
}
