import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { conversationKeys, getSupabase } from 'shared-ui';
import { messageSchema, type Message } from './schemas';

/** A conversation's messages, oldest first (spec); senders come from the conversation's participants. */
export async function fetchMessages(conversationId: string): Promise<Message[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('messages')
    .select('id, conversation_id, sender_id, content, created_at')
    .eq('conversation_id', conversationId)
    .order('created_at', { ascending: true });
  if (error) throw error;
  return z.array(messageSchema).parse(data ?? []);
}

export function useMessagesListQuery(conversationId: string | null) {
  return useQuery({
    queryKey: conversationKeys.messages(conversationId ?? 'none'),
    queryFn: () => fetchMessages(conversationId!),
    enabled: !!conversationId,
  });
}
