import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getSupabase, profileKeys, type PitchsideClient } from 'shared-ui';
import { PERSON_COLUMNS, personSchema, type Person } from './schemas';

/** The profile of the person a new conversation is addressed to (/messages?to=<user id>); null when unknown. */
export async function fetchPerson(supabase: PitchsideClient, userId: string): Promise<Person | null> {
  const id = z.uuid().parse(userId);
  const { data, error } = await supabase.from('profiles').select(PERSON_COLUMNS).eq('user_id', id).maybeSingle();
  if (error) throw error;
  return data ? personSchema.parse(data) : null;
}

export function usePersonDetailQuery(userId: string | null) {
  return useQuery({
    queryKey: profileKeys.detail(userId ?? 'none'),
    queryFn: async () => fetchPerson(await getSupabase(), userId!),
    enabled: !!userId && z.uuid().safeParse(userId).success,
  });
}
