import { useQuery } from '@tanstack/react-query';
import { fetchTalentExclusivities, getSupabase } from 'shared-ui';
import { mediaKitKeys } from './keys';

export function useTalentExclusivitiesQuery(userId: string) {
  return useQuery({
    queryKey: mediaKitKeys.exclusivities(userId),
    queryFn: async () => fetchTalentExclusivities(await getSupabase(), [userId]),
    enabled: !!userId,
  });
}
