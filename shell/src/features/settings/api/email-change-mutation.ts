import { useMutation } from '@tanstack/react-query';
import { getSupabase, toast, type PitchsideClient } from 'shared-ui';
import { reauthenticate } from './reauthenticate';

/** Asks for the new address; it takes effect once the link mailed to it is followed. */
export async function changeEmail(client: PitchsideClient, { email, currentEmail, currentPassword }: { email: string; currentEmail: string; currentPassword: string }) {
  await reauthenticate(currentEmail, currentPassword);
  const { error } = await client.auth.updateUser({ email }, { emailRedirectTo: `${window.location.origin}/user-profile/settings` });
  if (error) throw error;
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: async (input: { email: string; currentEmail: string; currentPassword: string }) => changeEmail(await getSupabase(), input),
    meta: { errorToast: false },
    onSuccess: (_r, { email }) => toast.success('Check your inbox', { description: `Follow the link we sent to ${email} to confirm the change.` }),
  });
}
