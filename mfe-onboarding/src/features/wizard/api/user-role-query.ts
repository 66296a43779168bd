import { useQuery } from '@tanstack/react-query';
import { fetchRole, getSupabase, type User } from 'shared-ui';
import { onboardingKeys } from './keys';

export function useUserRoleQuery(user: User | null) {
  return useQuery({
    queryKey: onboardingKeys.role(user?.id ?? 'none'),
    enabled: !!user,
    queryFn: async () => fetchRole(await getSupabase(), user as User),
    staleTime: 60_000,
  });
}
