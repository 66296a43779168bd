/** Query keys of notifications: the shell's bell reads them, any section's action may create them. */
export const notificationKeys = {
  all: ['notifications'] as const,
  mine: (userId: string) => [...notificationKeys.all, 'mine', userId] as const,
  unreadCount: (userId: string) => [...notificationKeys.all, 'unread-count', userId] as const,
};
