import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, showErrorToast, toast, type PitchsideClient } from 'shared-ui';
import { profileDetailKeys } from './keys';

export type AudienceDimension = 'age' | 'gender' | 'location';

export interface AudienceInput {
  dimension: AudienceDimension;
  rows: { label: string; percentage: number }[];
}

/** Replaces one dimension of the audience at once; the database checks that age and gender add up to 100. */
export async function saveAudience(client: PitchsideClient, { dimension, rows }: AudienceInput) {
  const { error } = await client.rpc('save_audience_dimension', { p_dimension: dimension, p_rows: rows });
  if (error) throw error;
}

export function useSaveAudience(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AudienceInput) => saveAudience(await getSupabase(), input),
    onSuccess: () => toast.success('Audience saved'),
    onError: (error) => showErrorToast(error, 'your audience'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileDetailKeys.audience(userId) }),
  });
}
