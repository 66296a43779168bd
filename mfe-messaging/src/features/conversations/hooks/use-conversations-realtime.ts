import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { conversationKeys, getSupabase } from 'shared-ui';
import { addMessage } from '../api/message-cache';
import { messageSchema } from '../api/schemas';

/**
 * Live messaging for the user: a new message (RLS delivers only the user's conversations) joins its cached
 * thread and refreshes the list, so its conversation moves to the top; a new or bumped conversation
 * refreshes the list (spec: realtime subscriptions on conversations and messages refresh the lists).
 */
export function useConversationsRealtime(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let cleanup: (() => void) | undefined;
    const refreshList = () => void queryClient.invalidateQueries({ queryKey: conversationKeys.list(userId) });
    void getSupabase().then((supabase) => {
      if (cancelled) return;
      const channel = supabase
        .channel(`messaging:${userId}`)
        .on('postgres_changes' as never, { event: 'INSERT', schema: 'public', table: 'messages' }, (change: { new: unknown }) => {
          const parsed = messageSchema.safeParse(change.new);
          if (parsed.success) addMessage(queryClient, parsed.data);
          refreshList();
        })
        .on('postgres_changes' as never, { event: '*', schema: 'public', table: 'conversations' }, refreshList)
        .subscribe();
      cleanup = () => void supabase.removeChannel(channel);
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [userId, queryClient]);
}
