import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { conversationKeys } from '../../contracts/conversations/keys';
import { useMessagesUnreadRealtime } from '../use-messages-unread-realtime';
import { getSupabase, type PitchsideClient } from 'shared-ui';

export const conversationSummarySchema = z.object({
  conversation_id: z.string(),
  last_message: z.nullable(z.string()),
  last_message_at: z.nullable(z.string()),
  last_sender_id: z.nullable(z.string()),
  unread_count: z.number(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** Per conversation of the signed-in user: the last message and how many messages from others are unread. */
export async function fetchConversationSummaries(supabase: PitchsideClient): Promise<ConversationSummary[]> {
  const { data, error } = await supabase.rpc('my_conversation_summaries');
  if (error) throw error;
  return z.array(conversationSummarySchema).parse(data ?? []);
}

/** The summaries, read once their channel has joined and kept live by it. */
export function useConversationSummariesQuery(userId: string | null) {
  const live = useMessagesUnreadRealtime(userId);
  return useQuery({
    queryKey: conversationKeys.summaries(userId ?? 'anon'),
    queryFn: async () => fetchConversationSummaries(await getSupabase()),
    enabled: !!userId && live,
  });
}

/** Unread messages over all conversations: the Messages item's badge. */
export function totalUnread(summaries: ConversationSummary[] | undefined): number {
  return (summaries ?? []).reduce((sum, s) => sum + s.unread_count, 0);
}
