import type { PitchsideClient } from 'shared-ui';
import { adminKeys } from './keys';
import type { AdminRole } from './schemas';
import { useAdminMutation } from './use-admin-mutation';

export interface RoleInput {
  userId: string;
  name: string;
  role: AdminRole;
}

export async function setUserRole(supabase: PitchsideClient, { userId, role }: RoleInput): Promise<void> {
  const { error } = await supabase.rpc('admin_set_user_role', { p_user_id: userId, p_role: role });
  if (error) throw error;
}

/** Change a user's role (audited from and to; the last admin stays an admin). */
export function useUserRoleSetMutation() {
  return useAdminMutation<RoleInput>({
    run: setUserRole,
    success: (r) => `${r.name} is now ${r.role === 'admin' ? 'an admin' : `a ${r.role}`}`,
    failure: 'admin-role',
    refresh: [adminKeys.usersAll()],
  });
}
