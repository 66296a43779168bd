import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { conversationKeys, getSupabase } from 'shared-ui';
import { PERSON_COLUMNS, personSchema, type Conversation, type Person } from './schemas';

const participationSchema = z.object({ conversation_id: z.string() });
const conversationRowSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  conversation_participants: z.array(z.object({ user_id: z.string() })),
});

/**
 * The spec's list query: the user's conversation_participants rows, then those conversations with their
 * participants, newest activity first; the participants' profiles (name, avatar, role) are read alongside.
 */
export async function fetchConversations(userId: string): Promise<Conversation[]> {
  const supabase = await getSupabase();
  const mine = await supabase.from('conversation_participants').select('conversation_id').eq('user_id', userId);
  if (mine.error) throw mine.error;
  const ids = z.array(participationSchema).parse(mine.data ?? []).map((r) => r.conversation_id);
  if (ids.length === 0) return [];

  const convs = await supabase
    .from('conversations')
    .select('id, created_at, updated_at, conversation_participants(user_id)')
    .in('id', ids)
    .order('updated_at', { ascending: false });
  if (convs.error) throw convs.error;
  const rows = z.array(conversationRowSchema).parse(convs.data ?? []);

  const userIds = [...new Set(rows.flatMap((r) => r.conversation_participants.map((p) => p.user_id)))];
  const people = await supabase.from('profiles').select(PERSON_COLUMNS).in('user_id', userIds);
  if (people.error) throw people.error;
  const byId = new Map(z.array(personSchema).parse(people.data ?? []).map((p) => [p.user_id, p]));
  const person = (id: string): Person => byId.get(id) ?? { user_id: id, full_name: null, avatar_url: null, role: null };

  return rows.map((r) => ({
    id: r.id,
    created_at: r.created_at,
    updated_at: r.updated_at,
    participants: r.conversation_participants.map((p) => person(p.user_id)),
  }));
}

export function useConversationsListQuery(userId: string | null) {
  return useQuery({
    queryKey: conversationKeys.list(userId ?? 'anon'),
    queryFn: () => fetchConversations(userId!),
    enabled: !!userId,
    // spec: the conversation query is retried twice
    retry: 2,
  });
}
