import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { notificationCache } from './notification-cache';
import { getSupabase, type PitchsideClient } from 'shared-ui';

const inputSchema = z.object({ userId: z.uuid() });

export async function markAllNotificationsRead(supabase: PitchsideClient, input: z.infer<typeof inputSchema>): Promise<void> {
  const { userId } = inputSchema.parse(input);
  const { error } = await supabase.from('notifications').update({ read: true }).eq('user_id', userId).eq('read', false);
  if (error) throw error;
}

export function useNotificationsReadAllMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: z.infer<typeof inputSchema>) => markAllNotificationsRead(await getSupabase(), input),
    onMutate: ({ userId }) => {
      const cache = notificationCache(queryClient, userId);
      cache.markRead('all');
      cache.setCount(0);
    },
    onError: (error, { userId }) => {
      console.error('Failed to mark all notifications as read', error);
      void notificationCache(queryClient, userId).refresh();
    },
  });
}
