import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
// Through the package name: one registry of channels in the page.
import { useLiveChannel } from 'shared-ui/query';
import { notificationCache } from './api/notification-cache';
import { notificationSchema, notificationType, type Notification } from './api/notification-schema';
import { toast } from 'shared-ui';

type Change = { eventType: 'INSERT' | 'UPDATE' | 'DELETE'; new: unknown; old: { id?: string } };

/**
 * The user's notifications live (spec): an insert prepends the item, adds one to the count and shows a toast
 * with title, message and a View action when action_url is present; updates replace, deletes remove. Joining again
 * after a dropped connection reloads the list and the count (what arrived meanwhile has no toast).
 * `shouldToast` lets the caller keep quiet about a conversation the user is reading. True once the list and the
 * count may be read (after the channel joined).
 */
export function useNotificationsRealtime(
  userId: string | null,
  onView: (actionUrl: string) => void,
  shouldToast: (item: Notification) => boolean = () => true,
): boolean {
  const queryClient = useQueryClient();
  // read when an event arrives, so a new callback does not re-subscribe (and drop events)
  const callbacks = useRef({ onView, shouldToast });
  callbacks.current = { onView, shouldToast };
  const cache = notificationCache(queryClient, userId ?? '');
  const onChange = (change: Change) => {
    if (change.eventType === 'DELETE') {
      if (change.old.id) cache.remove(change.old.id);
      void queryClient.invalidateQueries({ queryKey: cache.countKey });
      return;
    }
    const parsed = notificationSchema.safeParse(change.new);
    if (!parsed.success) return;
    const item = parsed.data;
    if (change.eventType === 'UPDATE') {
      cache.replace(item);
      void queryClient.invalidateQueries({ queryKey: cache.countKey });
      return;
    }
    cache.prepend(item);
    if (!item.read) cache.addToCount(1);
    if (!callbacks.current.shouldToast(item)) return;
    const action = item.action_url;
    toast[notificationType(item.type)](item.title, {
      description: item.message || undefined,
      action: action ? { label: 'View', onClick: () => callbacks.current.onView(action) } : undefined,
    });
  };
  return useLiveChannel(
    userId ? `notifications:${userId}` : null,
    (channel) =>
      channel.on('postgres_changes' as never, { event: '*', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` }, onChange),
    () => void cache.refresh(),
  );
}
