import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { profileDetailKeys } from './keys';

/** A user's sports statistics, latest season first. */
export async function fetchAthleteStats(client: PitchsideClient, userId: string) {
  const { data, error } = await client
    .from('athlete_stats')
    .select('id, season, stat_name, stat_value, unit')
    .eq('user_id', userId)
    .order('season', { ascending: false, nullsFirst: false })
    .order('stat_name');
  if (error) throw error;
  return data;
}

export function useAthleteStatsQuery(userId: string) {
  return useQuery({ queryKey: profileDetailKeys.stats(userId), queryFn: async () => fetchAthleteStats(await getSupabase(), userId) });
}
