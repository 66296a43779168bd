import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { conversationKeys, getSupabase, type PitchsideClient } from 'shared-ui';
import { PERSON_COLUMNS, personSchema, type Person } from './schemas';

const searchSchema = z.string().check(z.trim(), z.minLength(2), z.maxLength(80));

/** People to message, by name (role shown), never the user themselves; PostgREST's like wildcards are escaped. */
export async function searchRecipients(supabase: PitchsideClient, search: string, selfId: string): Promise<Person[]> {
  const term = searchSchema.parse(search).replace(/[\\%_]/g, (c) => `\\${c}`);
  const { data, error } = await supabase
    .from('profiles')
    .select(PERSON_COLUMNS)
    .ilike('full_name', `%${term}%`)
    .neq('user_id', selfId)
    .order('full_name')
    .limit(8);
  if (error) throw error;
  return z.array(personSchema).parse(data ?? []);
}

export function useRecipientsSearchQuery(search: string, selfId: string | null) {
  const term = search.trim();
  return useQuery({
    queryKey: conversationKeys.recipients(term),
    queryFn: async () => searchRecipients(await getSupabase(), term, selfId!),
    enabled: !!selfId && term.length >= 2,
  });
}
