import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, showErrorToast, toast, type PitchsideClient } from 'shared-ui';
import { profileDetailKeys } from './keys';

export interface NewAchievement {
  title: string;
  achieved_on: string | null;
  description: string | null;
}

export async function createAchievement(client: PitchsideClient, userId: string, achievement: NewAchievement) {
  const { data, error } = await client.from('athlete_achievements').insert({ user_id: userId, ...achievement }).select().single();
  if (error) throw error;
  return data;
}

export function useCreateAchievement(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (achievement: NewAchievement) => createAchievement(await getSupabase(), userId, achievement),
    onSuccess: () => toast.success('Achievement added'),
    onError: (error) => showErrorToast(error, 'your achievements'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileDetailKeys.achievements(userId) }),
  });
}
