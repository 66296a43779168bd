import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { conversationKeys, getSupabase, type PitchsideClient } from 'shared-ui';
import { addMessage, removeMessage } from './message-cache';
import { MESSAGE_MAX_LENGTH, messageSchema, type Message } from './schemas';

const inputSchema = z.object({
  userId: z.nullable(z.string()),
  content: z.string().check(z.refine((s) => s.trim().length > 0), z.maxLength(MESSAGE_MAX_LENGTH)),
  /** an existing conversation, or null with a recipient to start one */
  conversationId: z.nullable(z.uuid()),
  recipientId: z.nullable(z.uuid()),
  /** the optimistic message's id, replaced by the stored row */
  tempId: z.string(),
});
export type SendInput = z.infer<typeof inputSchema>;

export class NotAuthenticatedError extends Error {
  constructor() {
    super('User not authenticated');
  }
}

/**
 * Sends through send_message: into the conversation, or (no conversation yet) to the recipient, which creates
 * the conversation with both participants, the message and the updated_at bump in one transaction.
 */
export async function sendMessage(supabase: PitchsideClient, input: SendInput): Promise<Message> {
  if (!input.userId) throw new NotAuthenticatedError();
  const { content, conversationId, recipientId } = inputSchema.parse(input);
  const { data, error } = await supabase.rpc('send_message', {
    p_content: content,
    ...(conversationId ? { p_conversation_id: conversationId } : { p_recipient_id: recipientId ?? undefined }),
  });
  if (error) throw error;
  return messageSchema.parse(data);
}

export function useMessageSendMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SendInput) => sendMessage(await getSupabase(), input),
    meta: { errorToast: false },
    onMutate: ({ userId, content, conversationId, tempId }) => {
      if (!userId || !conversationId) return;
      addMessage(queryClient, { id: tempId, conversation_id: conversationId, sender_id: userId, content, created_at: new Date().toISOString(), pending: true });
    },
    onSuccess: (message, { tempId }) => addMessage(queryClient, message, tempId),
    onError: (_e, { conversationId, tempId }) => {
      if (conversationId) removeMessage(queryClient, conversationId, tempId);
    },
    onSettled: (_d, _e, { userId }) =>
      userId
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: conversationKeys.list(userId) }),
            queryClient.invalidateQueries({ queryKey: conversationKeys.summaries(userId) }),
          ])
        : undefined,
  });
}
