import { useMutation } from '@tanstack/react-query';
import { getSupabase, toast } from 'shared-ui';
import { reauthenticate } from './reauthenticate';

export async function changePassword({ email, currentPassword, password }: { email: string; currentPassword: string; password: string }) {
  await reauthenticate(email, currentPassword);
  const client = await getSupabase();
  const { error } = await client.auth.updateUser({ password });
  if (error) throw error;
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: { errorToast: false },
    onSuccess: () => toast.success('Password updated'),
  });
}
