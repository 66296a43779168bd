import { useMutation } from '@tanstack/react-query';
import { getSupabase, noDataError, toast, useAuthStore, type Json, type Profile, type Update } from 'shared-ui';
import { reportSaveError } from '../lib/save-error';

export type ProfileUpdate = Omit<Update<'profiles'>, 'id' | 'user_id' | 'role' | 'email' | 'created_at' | 'updated_at' | 'suspended_at'> & { extra_data?: Json };

/**
 * Updates the signed-in user's profile by user_id and returns the row (spec section 7); extra_data is merged with
 * the stored value by the database. No row back is the NO_DATA failure (often row-level security refusing it).
 */
export async function updateProfile(userId: string, update: ProfileUpdate): Promise<Profile> {
  const client = await getSupabase();
  const { data, error } = await client.from('profiles').update(update).eq('user_id', userId).select().maybeSingle();
  if (error) throw error;
  if (!data) throw noDataError();
  return data;
}

/** A profile save: the store's profile follows the saved row; the toast says it saved or why not. */
export function useUpdateProfile(userId: string, { success = 'Profile saved! ✅', context = 'your profile' } = {}) {
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(userId, update),
    onSuccess: (profile) => {
      useAuthStore.getState().set({ profile });
      toast.success(success);
    },
    onError: (error) => reportSaveError(error, context),
  });
}
