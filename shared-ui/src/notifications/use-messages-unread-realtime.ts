import { useQueryClient } from '@tanstack/react-query';
import { conversationKeys } from '../contracts/conversations/keys';
// Through the package name: one registry of channels in the page, whichever section's copy of this hook asks.
import { useLiveChannel } from 'shared-ui/query';

/**
 * Keeps the conversation summaries (unread counts, last message) fresh: a message in any of the user's
 * conversations (RLS delivers only those) or a change of their read state refetches them. One channel for the
 * Messages badge and the messages page; true once the summaries may be read (after the channel joined).
 */
export function useMessagesUnreadRealtime(userId: string | null): boolean {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: conversationKeys.summaries(userId ?? '') });
  return useLiveChannel(
    userId ? `message-badge:${userId}` : null,
    (channel) =>
      channel
        .on('postgres_changes' as never, { event: 'INSERT', schema: 'public', table: 'messages' }, refresh)
        .on('postgres_changes' as never, { event: '*', schema: 'public', table: 'conversation_participants', filter: `user_id=eq.${userId}` }, refresh),
    refresh,
  );
}
