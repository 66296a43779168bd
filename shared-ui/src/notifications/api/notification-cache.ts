import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../contracts/notifications/keys';
import { NOTIFICATIONS_LIMIT, type Notification } from './notification-schema';

/** Edits of the cached list and count, shared by the mutations (optimistic) and the realtime events. */
export function notificationCache(queryClient: QueryClient, userId: string) {
  const listKey = notificationKeys.mine(userId);
  const countKey = notificationKeys.unreadCount(userId);
  const editList = (fn: (list: Notification[]) => Notification[]) =>
    queryClient.setQueryData<Notification[]>(listKey, (list) => (list ? fn(list) : list));
  const addToCount = (delta: number) =>
    queryClient.setQueryData<number>(countKey, (n) => (n === undefined ? n : Math.max(0, n + delta)));
  return {
    listKey,
    countKey,
    prepend: (item: Notification) => editList((list) => [item, ...list.filter((n) => n.id !== item.id)].slice(0, NOTIFICATIONS_LIMIT)),
    replace: (item: Notification) => editList((list) => list.map((n) => (n.id === item.id ? item : n))),
    remove: (id: string) => editList((list) => list.filter((n) => n.id !== id)),
    markRead: (ids: string[] | 'all') => editList((list) => list.map((n) => (ids === 'all' || ids.includes(n.id) ? { ...n, read: true } : n))),
    addToCount,
    setCount: (n: number) => queryClient.setQueryData<number>(countKey, n),
    refresh: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: listKey }), queryClient.invalidateQueries({ queryKey: countKey })]),
  };
}
