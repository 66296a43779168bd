import { useQuery } from '@tanstack/react-query';
import { notificationKeys } from '../../contracts/notifications/keys';
import { getSupabase, type PitchsideClient } from 'shared-ui';

/** How many of the user's notifications that have not expired are unread: one request per page, shared by every reader of the key. */
export async function fetchUnreadNotificationCount(supabase: PitchsideClient, userId: string): Promise<number> {
  const { count, error } = await supabase
    .from('notifications')
    .select('id', { count: 'exact' })
    .eq('user_id', userId)
    .eq('read', false)
    .or(`expires_at.is.null,expires_at.gt.${new Date().toISOString()}`)
    // a GET of no rows (the count is in Content-Range), not a HEAD: supabase-js never reads a HEAD response's body,
    // so the browser cancelled it and logged an aborted request on every page (issue 37, 15)
    .limit(0);
  if (error) throw error;
  return count ?? 0;
}

/** `live`: the notifications channel has joined (useNotificationsRealtime), so nothing is missed between the read and it. */
export function useUnreadNotificationCountQuery(userId: string | null, live: boolean) {
  return useQuery({
    queryKey: notificationKeys.unreadCount(userId ?? 'anon'),
    queryFn: async () => fetchUnreadNotificationCount(await getSupabase(), userId!),
    enabled: !!userId && live,
  });
}
