import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { adminKeys } from './keys';
import { ADMIN_ROLES, count, nullableText, timestamp } from './schemas';

const adminUser = z.object({
  user_id: z.string(),
  full_name: nullableText,
  email: nullableText,
  role: z.enum(ADMIN_ROLES),
  avatar_url: nullableText,
  created_at: timestamp,
  last_sign_in_at: nullableText,
  onboarding_completed: z.boolean(),
  suspended_at: nullableText,
  suspended_reason: nullableText,
  deals_posted: count,
  applications: count,
  posts: count,
  comments: count,
  messages: count,
  reports_against: count,
  total_count: count,
});
export type AdminUser = z.infer<typeof adminUser>;

export const USERS_PAGE_SIZE = 25;

/** Users by name or e-mail and role, newest sign-up first, one page at a time. */
export async function fetchUsers(supabase: PitchsideClient, search: string, role: string, page: number): Promise<{ users: AdminUser[]; total: number }> {
  const { data, error } = await supabase.rpc('admin_users', {
    p_search: search.trim() || undefined,
    p_role: role || undefined,
    p_limit: USERS_PAGE_SIZE,
    p_offset: page * USERS_PAGE_SIZE,
  });
  if (error) throw error;
  const users = z.array(adminUser).parse(data ?? []);
  return { users, total: users[0]?.total_count ?? 0 };
}

export function useUsersQuery(search: string, role: string, page: number) {
  return useQuery({ queryKey: adminKeys.users(search, role, page), queryFn: async () => fetchUsers(await getSupabase(), search, role, page), placeholderData: keepPreviousData });
}
