import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { notificationKeys } from '../../contracts/notifications/keys';
import { NOTIFICATION_COLUMNS, NOTIFICATIONS_LIMIT, notificationSchema, type Notification } from './notification-schema';
import { getSupabase, type PitchsideClient } from 'shared-ui';

/** The user's own notifications that have not expired, newest first, at most 50 (spec). */
export async function fetchNotifications(supabase: PitchsideClient, userId: string): Promise<Notification[]> {
  const { data, error } = await supabase
    .from('notifications')
    .select(NOTIFICATION_COLUMNS)
    .eq('user_id', userId)
    .or(`expires_at.is.null,expires_at.gt.${new Date().toISOString()}`)
    .order('created_at', { ascending: false })
    .limit(NOTIFICATIONS_LIMIT);
  if (error) throw error;
  return z.array(notificationSchema).parse(data ?? []);
}

/** `live`: the notifications channel has joined (useNotificationsRealtime), so nothing is missed between the read and it. */
export function useNotificationsListQuery(userId: string | null, live: boolean) {
  return useQuery({
    queryKey: notificationKeys.mine(userId ?? 'anon'),
    queryFn: async () => fetchNotifications(await getSupabase(), userId!),
    enabled: !!userId && live,
  });
}
