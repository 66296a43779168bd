import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { conversationKeys } from '../contracts/conversations/keys';
import { resyncOnRejoin } from '../query/resync-on-rejoin';
import { getSupabase } from 'shared-ui';

/**
 * Keeps the conversation summaries (unread counts, last message) fresh: a message in any of the user's
 * conversations (RLS delivers only those) or a change of their read state refetches them, and so does the channel
 * joining again after a dropped connection.
 */
export function useMessagesUnreadRealtime(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let cleanup: (() => void) | undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: conversationKeys.summaries(userId) });
    void getSupabase().then((supabase) => {
      if (cancelled) return;
      const channel = supabase
        .channel(`message-badge:${userId}`)
        .on('postgres_changes' as never, { event: 'INSERT', schema: 'public', table: 'messages' }, refresh)
        .on('postgres_changes' as never, { event: '*', schema: 'public', table: 'conversation_participants', filter: `user_id=eq.${userId}` }, refresh)
        .subscribe(resyncOnRejoin(refresh));
      cleanup = () => void supabase.removeChannel(channel);
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [userId, queryClient]);
}
