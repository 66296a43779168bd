import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, profileKeys, type ProfileUpdate, showErrorToast, toast, updateProfile, useAuthStore } from 'shared-ui';

/** A profile save: the store's profile follows the saved row; the toast says it saved or why not. */
export function useUpdateProfile(userId: string, { success = 'Profile saved! ✅', context = 'your profile' } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: ProfileUpdate) => updateProfile(await getSupabase(), userId, update),
    onSuccess: (profile) => {
      useAuthStore.getState().set({ profile });
      void queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) });
      toast.success(success);
    },
    onError: (error) => showErrorToast(error, context),
  });
}
