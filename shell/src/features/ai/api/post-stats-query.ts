import { useQuery } from '@tanstack/react-query';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import type { PastPost } from '../lib/posting-times';
import { aiToolKeys } from './keys';

/** The user's last 500 past posts (entered or imported). */
export async function fetchPostStats(supabase: PitchsideClient, userId: string): Promise<PastPost[]> {
  const { data, error } = await supabase.from('post_stats').select('posted_at, platform, reach, engagement').eq('user_id', userId).order('posted_at', { ascending: false }).limit(500);
  if (error) throw error;
  return data ?? [];
}

export function usePostStatsQuery(userId: string | null) {
  return useQuery({ queryKey: aiToolKeys.postStats(userId ?? ''), queryFn: async () => fetchPostStats(await getSupabase(), userId!), enabled: !!userId });
}
