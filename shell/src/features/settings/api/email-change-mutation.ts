import { useMutation } from '@tanstack/react-query';
import { getSupabase, toast } from 'shared-ui';
import { reauthenticate } from './reauthenticate';

/** Asks for the new address; it takes effect once the link mailed to it is followed. */
export async function changeEmail({ email, currentEmail, currentPassword }: { email: string; currentEmail: string; currentPassword: string }) {
  await reauthenticate(currentEmail, currentPassword);
  const client = await getSupabase();
  const { error } = await client.auth.updateUser({ email }, { emailRedirectTo: `${window.location.origin}/user-profile/settings` });
  if (error) throw error;
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: changeEmail,
    meta: { errorToast: false },
    onSuccess: (_r, { email }) => toast.success('Check your inbox', { description: `Follow the link we sent to ${email} to confirm the change.` }),
  });
}
