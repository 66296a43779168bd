import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { learnKeys } from '../../catalog/api/keys';

const lessonSchema = z.object({
  id: z.string(),
  content: z.string(),
  video_url: z.nullable(z.string()),
  transcript: z.nullable(z.string()),
});
export type LessonDetail = z.infer<typeof lessonSchema>;

/** One lesson's body; null when RLS hides it (a visitor past the first lesson). */
export async function fetchLesson(supabase: PitchsideClient, lessonId: string): Promise<LessonDetail | null> {
  const { data, error } = await supabase.from('lessons').select('id, content, video_url, transcript').eq('id', lessonId).maybeSingle();
  if (error) throw error;
  return data ? lessonSchema.parse(data) : null;
}

export function useLessonDetailQuery(lessonId: string | undefined, enabled: boolean, userId: string | null) {
  return useQuery({
    queryKey: [...learnKeys.lesson(lessonId ?? ''), userId ?? 'anon'],
    queryFn: async () => fetchLesson(await getSupabase(), lessonId!),
    enabled: !!lessonId && enabled,
  });
}
