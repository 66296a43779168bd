import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assertUpdated, deliverableKeys, getSupabase, type PitchsideClient } from 'shared-ui';

export interface PlannedPostInput {
  title: string;
  platform: string;
  planned_for: string;
  caption: string | null;
}

export async function createPlannedPost(supabase: PitchsideClient, input: PlannedPostInput) {
  const { data, error } = await supabase.from('planned_posts').insert(input).select('id').maybeSingle();
  if (error) throw error;
  return assertUpdated(data);
}

export function usePlannedPostCreateMutation(userId: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: PlannedPostInput) => createPlannedPost(await getSupabase(), input),
    onSuccess: () => qc.invalidateQueries({ queryKey: deliverableKeys.calendar(userId ?? '') }),
  });
}
