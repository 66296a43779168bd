import { useQuery } from '@tanstack/react-query';
import { notificationKeys } from '../../contracts/notifications/keys';
import { getSupabase } from 'shared-ui';

/** How many of the user's notifications that have not expired are unread. */
export async function fetchUnreadNotificationCount(userId: string): Promise<number> {
  const supabase = await getSupabase();
  const { count, error } = await supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId)
    .eq('read', false)
    .or(`expires_at.is.null,expires_at.gt.${new Date().toISOString()}`);
  if (error) throw error;
  return count ?? 0;
}

export function useUnreadNotificationCountQuery(userId: string | null) {
  return useQuery({
    queryKey: notificationKeys.unreadCount(userId ?? 'anon'),
    queryFn: () => fetchUnreadNotificationCount(userId!),
    enabled: !!userId,
  });
}
