import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getSupabase, learningProgressKeys, type PitchsideClient } from 'shared-ui';
import { progressRowSchema, type ProgressRow } from './schemas';

/** The signed-in viewer's progress rows (RLS returns only their own). */
export async function fetchProgress(supabase: PitchsideClient, userId: string): Promise<ProgressRow[]> {
  const { data, error } = await supabase
    .from('learning_progress')
    .select('module_id, lesson_id, status, progress_percent, completed_at, updated_at')
    .eq('user_id', userId)
    .order('updated_at', { ascending: false });
  if (error) throw error;
  return z.array(progressRowSchema).parse(data ?? []);
}

export function useProgressQuery(userId: string | null) {
  return useQuery({
    queryKey: learningProgressKeys.of(userId),
    queryFn: async () => fetchProgress(await getSupabase(), userId!),
    enabled: !!userId,
  });
}
