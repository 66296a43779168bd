import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { profileDetailKeys } from './keys';

/** A user's achievements, most recent first. */
export async function fetchAchievements(client: PitchsideClient, userId: string) {
  const { data, error } = await client
    .from('athlete_achievements')
    .select('id, title, achieved_on, description')
    .eq('user_id', userId)
    .order('achieved_on', { ascending: false, nullsFirst: false });
  if (error) throw error;
  return data;
}

export function useAchievementsQuery(userId: string) {
  return useQuery({ queryKey: profileDetailKeys.achievements(userId), queryFn: async () => fetchAchievements(await getSupabase(), userId) });
}
