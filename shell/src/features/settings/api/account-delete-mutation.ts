import { useMutation } from '@tanstack/react-query';
import { getSupabase, toast, useAuthStore, type PitchsideClient } from 'shared-ui';

/** Deletes the account in the database (delete_my_account); the server ends every session of the user. */
export async function deleteAccount(client: PitchsideClient, confirmation: string) {
  const { error } = await client.rpc('delete_my_account', { p_confirmation: confirmation });
  if (error) throw error;
}

/** Clears this browser's session after the account is gone (once the guarded page has been left). */
export async function forgetDeletedSession(client: PitchsideClient) {
  await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
  useAuthStore.getState().set({ session: null, user: null, profile: null, onboardingStatus: null });
}

/**
 * `onDeleted` is the mutation's own callback, so it runs even when the page that asked has gone meanwhile (another
 * request of the tab met the ended session first and the guard left for /auth).
 */
export function useDeleteAccount(onDeleted: () => void) {
  return useMutation({
    mutationFn: async (input: string) => deleteAccount(await getSupabase(), input),
    meta: { errorContext: 'deleting your account' },
    onSuccess: () => {
      toast.success('Your account has been deleted');
      onDeleted();
    },
  });
}
