import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { conversationKeys, getSupabase, notificationKeys, type PitchsideClient } from 'shared-ui';

const inputSchema = z.object({ userId: z.uuid(), conversationId: z.uuid() });

/** Stores that the user has read the conversation (last_read_at) and marks its message notifications read. */
export async function markConversationRead(supabase: PitchsideClient, input: z.infer<typeof inputSchema>): Promise<void> {
  const { conversationId } = inputSchema.parse(input);
  const { error } = await supabase.rpc('mark_conversation_read', { p_conversation_id: conversationId });
  if (error) throw error;
}

export function useConversationReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: z.infer<typeof inputSchema>) => markConversationRead(await getSupabase(), input),
    // a missed read mark only leaves a badge up until the next one; no toast for it
    onError: (error) => console.error('Failed to mark the conversation read', error),
    onSuccess: (_d, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.summaries(userId) }),
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
      ]),
  });
}
