import { useMutation } from '@tanstack/react-query';
import { getSupabase, toast, type PitchsideClient } from 'shared-ui';

/** Ends every other session of the user (other browsers and devices); this one stays signed in. */
export async function signOutOthers(client: PitchsideClient) {
  const { error } = await client.auth.signOut({ scope: 'others' });
  if (error) throw error;
}

export function useSignOutOthers() {
  return useMutation({
    mutationFn: async () => signOutOthers(await getSupabase()),
    meta: { errorContext: 'signing out other sessions' },
    onSuccess: () => toast.success('Signed out of all other sessions'),
  });
}
