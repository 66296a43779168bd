import type { PitchsideClient } from 'shared-ui';
import { PERSON_COLUMNS, type Conversation, type Person } from './schemas';

/**
 * The spec's list query in one request: the user's conversation_participants rows with their conversations,
 * those conversations' participants and the participants' profiles (name, avatar, role), newest activity first.
 */
export async function listConversations(supabase: PitchsideClient, userId: string): Promise<Conversation[]> {
  const { data, error } = await supabase
    .from('conversation_participants')
    .select(`conversations(id, created_at, updated_at, conversation_participants(user_id, profiles(${PERSON_COLUMNS})))`)
    .eq('user_id', userId);
  if (error) throw error;
  return data
    .flatMap((r) => (r.conversations ? [r.conversations] : []))
    .sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at))
    .map((c) => ({
      id: c.id,
      created_at: c.created_at,
      updated_at: c.updated_at,
      participants: c.conversation_participants.map(
        (p): Person => p.profiles ?? { user_id: p.user_id, full_name: null, avatar_url: null, role: null },
      ),
    }));
}
