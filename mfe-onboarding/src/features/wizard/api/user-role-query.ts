import { useQuery } from '@tanstack/react-query';
import { getSupabase, metadataRole, type User, type UserRole } from 'shared-ui';
import { z } from 'zod';
import { onboardingKeys } from './keys';

const roleRowSchema = z.object({ role: z.enum(['athlete', 'creator', 'brand', 'agency', 'admin']) });

/** user_roles (single row); if that fails, the role from the sign-up metadata; null when neither exists. */
export async function fetchUserRole(user: User): Promise<UserRole | null> {
  const client = await getSupabase();
  const { data, error } = await client.from('user_roles').select('role').eq('user_id', user.id).single();
  const parsed = roleRowSchema.safeParse(data);
  if (!error && parsed.success) return parsed.data.role;
  return metadataRole(user);
}

export function useUserRoleQuery(user: User | null) {
  return useQuery({
    queryKey: onboardingKeys.role(user?.id ?? 'none'),
    enabled: !!user,
    queryFn: () => fetchUserRole(user as User),
    staleTime: 60_000,
  });
}
