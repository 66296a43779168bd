export { NotificationBell } from './components/NotificationBell';
export { MessagesUnreadBadge } from './components/MessagesUnreadBadge';
export { CountBadge } from './components/CountBadge';
export {
  useConversationSummariesQuery,
  fetchConversationSummaries,
  totalUnread,
  type ConversationSummary,
} from './api/conversation-summaries-query';
export { isExpired } from './expiry';
