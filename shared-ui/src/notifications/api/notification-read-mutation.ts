import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { notificationCache } from './notification-cache';
import { getSupabase, type PitchsideClient } from 'shared-ui';

const inputSchema = z.object({ userId: z.uuid(), id: z.uuid(), wasUnread: z.boolean() });
type ReadInput = z.infer<typeof inputSchema>;

export async function markNotificationRead(supabase: PitchsideClient, input: ReadInput): Promise<void> {
  const { userId, id } = inputSchema.parse(input);
  const { error } = await supabase.from('notifications').update({ read: true }).eq('id', id).eq('user_id', userId);
  if (error) throw error;
}

/** Marks one notification read; the list and count change at once and are refetched if the update fails. */
export function useNotificationReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReadInput) => markNotificationRead(await getSupabase(), input),
    onMutate: ({ userId, id, wasUnread }) => {
      const cache = notificationCache(queryClient, userId);
      cache.markRead([id]);
      if (wasUnread) cache.addToCount(-1);
    },
    // spec: notification update errors are only logged
    onError: (error, { userId }) => {
      console.error('Failed to mark notification as read', error);
      void notificationCache(queryClient, userId).refresh();
    },
  });
}
