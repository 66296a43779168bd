import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, showErrorToast, toast, useAuthStore, type PitchsideClient } from 'shared-ui';
import { profileDetailKeys } from './keys';

export interface NewStat {
  season: string;
  stat_name: string;
  stat_value: number;
  unit: string | null;
}

export async function createAthleteStat(client: PitchsideClient, userId: string, stat: NewStat) {
  const sport = useAuthStore.getState().profile?.sport ?? null;
  const { data, error } = await client.from('athlete_stats').insert({ user_id: userId, sport, ...stat }).select().single();
  if (error) throw error;
  return data;
}

export function useCreateAthleteStat(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (stat: NewStat) => createAthleteStat(await getSupabase(), userId, stat),
    onSuccess: () => toast.success('Stat added'),
    onError: (error) => showErrorToast(error, 'your stats'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileDetailKeys.stats(userId) }),
  });
}
