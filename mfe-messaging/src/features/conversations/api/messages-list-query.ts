import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { conversationKeys, getSupabase, type PitchsideClient } from 'shared-ui';
import { messageSchema, type Message } from './schemas';

/** A conversation's messages, oldest first (spec); senders come from the conversation's participants. */
export async function fetchMessages(supabase: PitchsideClient, conversationId: string): Promise<Message[]> {
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
    queryFn: async () => fetchMessages(await getSupabase(), conversationId!),
    enabled: !!conversationId,
  });
}
