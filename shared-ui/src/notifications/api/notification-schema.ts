import * as z from 'zod/mini';

export const NOTIFICATIONS_LIMIT = 50;

export const notificationSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  read: z.boolean(),
  action_url: z.nullable(z.string()),
  expires_at: z.nullable(z.string()),
  created_at: z.string(),
  metadata: z.optional(z.unknown()),
});
export type Notification = z.infer<typeof notificationSchema>;
export type NotificationType = 'success' | 'warning' | 'error' | 'info';

/** The spec's four types: anything else shows as info. */
export function notificationType(type: string): NotificationType {
  return type === 'success' || type === 'warning' || type === 'error' ? type : 'info';
}

export const NOTIFICATION_COLUMNS = 'id, user_id, title, message, type, read, action_url, expires_at, created_at, metadata';
