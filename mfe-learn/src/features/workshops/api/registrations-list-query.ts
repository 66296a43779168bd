import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { workshopKeys } from './keys';

/** Ids of the workshops the viewer is registered for (RLS: only their own rows). */
export async function fetchRegistrations(supabase: PitchsideClient, userId: string): Promise<Set<string>> {
  const { data, error } = await supabase.from('workshop_registrations').select('workshop_id').eq('user_id', userId);
  if (error) throw error;
  return new Set(z.array(z.object({ workshop_id: z.string() })).parse(data ?? []).map((r) => r.workshop_id));
}

export function useRegistrationsQuery(userId: string | null) {
  return useQuery({ queryKey: workshopKeys.registrations(userId), queryFn: async () => fetchRegistrations(await getSupabase(), userId!), enabled: !!userId });
}
