import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, learningProgressKeys, type PitchsideClient } from 'shared-ui';

interface VisitInput {
  userId: string;
  moduleId: string;
  lessonId: string;
}

/** Opening a lesson records it as started (never downgrades a completed one), for "Continue where you left off". */
export async function recordLessonVisit(supabase: PitchsideClient, { userId, moduleId, lessonId }: VisitInput): Promise<void> {
  const { error } = await supabase
    .from('learning_progress')
    .upsert({ user_id: userId, module_id: moduleId, lesson_id: lessonId, status: 'in_progress', progress_percent: 0 }, { onConflict: 'user_id,module_id,lesson_id', ignoreDuplicates: true });
  if (error) throw error;
}

export function useLessonVisitMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: VisitInput) => recordLessonVisit(await getSupabase(), input),
    // Quiet on failure: the lesson is readable either way, and marking it complete reports its own errors.
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: learningProgressKeys.of(input.userId) }),
  });
}
