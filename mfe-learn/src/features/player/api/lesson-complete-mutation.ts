import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, learningProgressKeys, showErrorToast, toast, type PitchsideClient } from 'shared-ui';
import { learnKeys } from '../../catalog/api/keys';

interface CompleteInput {
  userId: string;
  moduleId: string;
  lessonId: string;
}

/** Marks one lesson complete; the database recomputes the module's percentage (and completion). */
export async function completeLesson(supabase: PitchsideClient, { userId, moduleId, lessonId }: CompleteInput): Promise<void> {
  const { error } = await supabase
    .from('learning_progress')
    .upsert({ user_id: userId, module_id: moduleId, lesson_id: lessonId, status: 'completed', progress_percent: 100 }, { onConflict: 'user_id,module_id,lesson_id' });
  if (error) throw error;
}

export function useLessonCompleteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CompleteInput) => completeLesson(await getSupabase(), input),
    onSuccess: (_data, input) => {
      toast.success('Lesson completed');
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: learningProgressKeys.of(input.userId) }),
        queryClient.invalidateQueries({ queryKey: learnKeys.popularity() }),
      ]);
    },
    onError: (error) => showErrorToast(error, 'the module player'),
  });
}
