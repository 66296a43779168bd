import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CheckValue, getSupabase, showErrorToast, toast, type PitchsideClient } from 'shared-ui';
import { profileDetailKeys } from './keys';

export interface PlatformInput {
  platform: CheckValue<'creator_platforms_platform'>;
  handle: string | null;
  url: string | null;
  follower_count: number | null;
  engagement_rate: number | null;
}

/** Adds a platform, or updates it when the user already lists it (one row per platform). */
export async function saveCreatorPlatform(client: PitchsideClient, userId: string, input: PlatformInput) {
  const { data, error } = await client.from('creator_platforms').upsert({ user_id: userId, ...input }, { onConflict: 'user_id,platform' }).select().single();
  if (error) throw error;
  return data;
}

export function useSaveCreatorPlatform(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PlatformInput) => saveCreatorPlatform(await getSupabase(), userId, input),
    onSuccess: () => toast.success('Platform saved'),
    onError: (error) => showErrorToast(error, 'your platforms'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileDetailKeys.platforms(userId) }),
  });
}
