import { useMutation } from '@tanstack/react-query';
import { getSupabase, toast, type PitchsideClient } from 'shared-ui';
import { reauthenticate } from './reauthenticate';

export async function changePassword(client: PitchsideClient, { email, currentPassword, password }: { email: string; currentPassword: string; password: string }) {
  await reauthenticate(email, currentPassword);
  const { error } = await client.auth.updateUser({ password });
  if (error) throw error;
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { email: string; currentPassword: string; password: string }) => changePassword(await getSupabase(), input),
    meta: { errorToast: false },
    onSuccess: () => toast.success('Password updated'),
  });
}
