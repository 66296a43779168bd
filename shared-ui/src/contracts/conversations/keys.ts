/** Query keys of conversations: the messaging section lists and opens them, the shell's Messages badge counts them. */
export const conversationKeys = {
  all: ['conversations'] as const,
  list: (userId: string) => [...conversationKeys.all, 'list', userId] as const,
  /** Last message and unread count per conversation (my_conversation_summaries). */
  summaries: (userId: string) => [...conversationKeys.all, 'summaries', userId] as const,
  messages: (conversationId: string) => [...conversationKeys.all, 'messages', conversationId] as const,
  recipients: (search: string) => [...conversationKeys.all, 'recipients', search] as const,
};
