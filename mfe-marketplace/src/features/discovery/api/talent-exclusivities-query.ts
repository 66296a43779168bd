import { useQuery } from '@tanstack/react-query';
import { fetchTalentExclusivities, getSupabase } from 'shared-ui';
import { discoverKeys } from './discover-keys';

export function useTalentExclusivitiesQuery(talentIds: readonly string[]) {
  return useQuery({
    queryKey: [...discoverKeys.all, 'exclusivities', [...talentIds].sort()],
    queryFn: async () => fetchTalentExclusivities(await getSupabase(), talentIds),
  });
}
