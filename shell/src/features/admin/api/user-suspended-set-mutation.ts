import type { PitchsideClient } from 'shared-ui';
import { adminKeys } from './keys';
import { useAdminMutation } from './use-admin-mutation';

export interface SuspendInput {
  userId: string;
  name: string;
  suspended: boolean;
  reason?: string;
}

export async function setUserSuspended(supabase: PitchsideClient, { userId, suspended, reason }: SuspendInput): Promise<void> {
  const { error } = await supabase.rpc('admin_set_suspended', { p_user_id: userId, p_suspended: suspended, p_reason: reason ?? undefined });
  if (error) throw error;
}

/** Suspend with a reason (no sign-in, no writes) or unsuspend. */
export function useUserSuspendedSetMutation() {
  return useAdminMutation<SuspendInput>({
    run: setUserSuspended,
    success: (s) => (s.suspended ? `${s.name} is suspended` : `${s.name} can sign in again`),
    failure: 'admin-suspension',
    refresh: [adminKeys.usersAll()],
  });
}
