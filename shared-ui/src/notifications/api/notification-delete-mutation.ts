import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { notificationCache } from './notification-cache';
import { getSupabase, type PitchsideClient } from 'shared-ui';

const inputSchema = z.object({ userId: z.uuid(), id: z.uuid(), wasUnread: z.boolean() });
type DeleteInput = z.infer<typeof inputSchema>;

export async function deleteNotification(supabase: PitchsideClient, input: DeleteInput): Promise<void> {
  const { userId, id } = inputSchema.parse(input);
  const { error } = await supabase.from('notifications').delete().eq('id', id).eq('user_id', userId);
  if (error) throw error;
}

export function useNotificationDeleteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DeleteInput) => deleteNotification(await getSupabase(), input),
    onMutate: ({ userId, id, wasUnread }) => {
      const cache = notificationCache(queryClient, userId);
      cache.remove(id);
      if (wasUnread) cache.addToCount(-1);
    },
    onError: (error, { userId }) => {
      console.error('Failed to delete notification', error);
      void notificationCache(queryClient, userId).refresh();
    },
  });
}
