import { useQueryClient } from '@tanstack/react-query';
import { conversationKeys } from 'shared-ui';
import { useTableChanges } from 'shared-ui/query';
import { addMessage } from '../api/message-cache';
import { messageSchema } from '../api/schemas';

/**
 * Live messaging for the user: a new message (RLS delivers only the user's conversations) joins its cached
 * thread and refreshes the list, so its conversation moves to the top; a new or bumped conversation
 * refreshes the list (spec: realtime subscriptions on conversations and messages refresh the lists).
 */
export function useConversationsRealtime(userId: string | null): void {
  const queryClient = useQueryClient();
  const enabled = !!userId;
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: conversationKeys.list(userId ?? '') });
  useTableChanges(
    'messages',
    (change) => {
      if (change.eventType !== 'INSERT') return;
      const parsed = messageSchema.safeParse(change.new);
      if (parsed.success) addMessage(queryClient, parsed.data);
      refreshList();
    },
    // a message sent before the channel joined is in no cached thread: every thread and the list load again. The
    // summaries (the unread counts) are asked once per page (issue 37) and kept live by the shell's badge channel.
    {
      enabled,
      resync: () =>
        void queryClient.invalidateQueries({
          queryKey: conversationKeys.all,
          predicate: ({ queryKey }) => queryKey[1] !== conversationKeys.summaries('')[1],
        }),
    },
  );
  useTableChanges('conversations', refreshList, { enabled, resync: refreshList });
}
