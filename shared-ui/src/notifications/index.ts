/**
 * `shared-ui/notifications`: the bell and its panel, the Messages badge and the conversation summaries they
 * read. A subpath of its own so the shell's first load does not carry it (the shell's header loads it with the
 * signed-in widgets); it reaches the main entry's state (auth store, supabase client, toasts) through
 * `'shared-ui'`.
 */
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
