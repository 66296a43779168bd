import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assertUpdated, deliverableKeys, getSupabase } from 'shared-ui';

export interface PlannedPostInput {
  title: string;
  platform: string;
  planned_for: string;
  caption: string | null;
}

export async function createPlannedPost(input: PlannedPostInput) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('planned_posts').insert(input).select('id').maybeSingle();
  if (error) throw error;
  return assertUpdated(data);
}

export function usePlannedPostCreateMutation(userId: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPlannedPost,
    onSuccess: () => qc.invalidateQueries({ queryKey: deliverableKeys.calendar(userId ?? '') }),
  });
}
