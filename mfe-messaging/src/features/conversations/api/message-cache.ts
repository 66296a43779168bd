import type { QueryClient } from '@tanstack/react-query';
import { conversationKeys } from 'shared-ui';
import type { Message } from './schemas';

/** Adds a stored message to a cached thread once (realtime and the send's own answer may both bring it). */
export function addMessage(queryClient: QueryClient, message: Message, replacingId?: string): void {
  queryClient.setQueryData<Message[]>(conversationKeys.messages(message.conversation_id), (list) => {
    if (!list) return list;
    const rest = list.filter((m) => m.id !== replacingId && m.id !== message.id);
    return [...rest, message].sort((a, b) => (a.pending === b.pending ? a.created_at.localeCompare(b.created_at) : a.pending ? 1 : -1));
  });
}

export function removeMessage(queryClient: QueryClient, conversationId: string, id: string): void {
  queryClient.setQueryData<Message[]>(conversationKeys.messages(conversationId), (list) => list?.filter((m) => m.id !== id));
}
