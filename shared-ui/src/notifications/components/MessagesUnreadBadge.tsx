import { totalUnread, useConversationSummariesQuery } from '../api/conversation-summaries-query';
import { CountBadge } from './CountBadge';
import { useAuthStore } from 'shared-ui';

/** The Messages item's live unread badge (99+ above 99): unread messages over all the user's conversations. */
export function MessagesUnreadBadge() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const summaries = useConversationSummariesQuery(userId);
  const count = totalUnread(summaries.data);
  return <CountBadge count={count} label={`${count} unread ${count === 1 ? 'message' : 'messages'}`} testId="messages-unread-badge" />;
}
