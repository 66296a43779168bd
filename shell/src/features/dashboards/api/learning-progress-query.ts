import { useQuery } from '@tanstack/react-query';
import { getSupabase, learningProgressKeys, type PitchsideClient } from 'shared-ui';

/** The user's module-level learning progress (rows without a lesson), most recent first. */
export async function fetchLearningProgress(client: PitchsideClient, userId: string) {
  const { data, error } = await client
    .from('learning_progress')
    .select('id, status, progress_percent, module:learning_modules(title, slug)')
    .eq('user_id', userId)
    .is('lesson_id', null)
    .order('updated_at', { ascending: false });
  if (error) throw error;
  return data;
}

export function useLearningProgressQuery(userId: string, enabled = true) {
  return useQuery({ queryKey: learningProgressKeys.summary(userId), enabled, queryFn: async () => fetchLearningProgress(await getSupabase(), userId) });
}
