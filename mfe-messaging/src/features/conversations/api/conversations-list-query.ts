import { useQuery } from '@tanstack/react-query';
import { conversationKeys, getSupabase } from 'shared-ui';
import { listConversations } from './conversations-list';

export function useConversationsListQuery(userId: string | null) {
  return useQuery({
    queryKey: conversationKeys.list(userId ?? 'anon'),
    queryFn: async () => listConversations(await getSupabase(), userId!),
    enabled: !!userId,
    // spec: the conversation query is retried twice
    retry: 2,
  });
}
