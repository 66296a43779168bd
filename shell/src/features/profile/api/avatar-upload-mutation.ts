import { useMutation } from '@tanstack/react-query';
import { getSupabase, showErrorToast, toast, updateProfile, useAuthStore, type PitchsideClient } from 'shared-ui';
import { cropToSquare } from '../lib/avatar-file';

/** Crops the photo to a square, uploads it to the user's folder of the avatars bucket and points the profile at it. */
export async function uploadAvatar(client: PitchsideClient, userId: string, file: File) {
  const square = await cropToSquare(file);
  const path = `${userId}/avatar-${Date.now()}.jpg`;
  const { error } = await client.storage.from('avatars').upload(path, square, { contentType: 'image/jpeg', upsert: false });
  if (error) throw error;
  const { data } = client.storage.from('avatars').getPublicUrl(path);
  return updateProfile(client, userId, { avatar_url: data.publicUrl });
}

export function useUploadAvatar(userId: string) {
  return useMutation({
    mutationFn: async (file: File) => uploadAvatar(await getSupabase(), userId, file),
    onSuccess: (profile) => {
      useAuthStore.getState().set({ profile });
      toast.success('Profile photo updated');
    },
    onError: (error) => showErrorToast(error, 'your profile photo'),
  });
}
