import { useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui';
import { discoverKeys } from './discover-keys';

/** A row of talent_exclusivities() (the generated types know only that it returns records). */
export interface Exclusivity {
  talent_id: string;
  category: string;
  ends_on: string;
}

/**
 * The current exclusivities of the talent on a page of results (talent_exclusivities(): category and end only,
 * never the brand that holds one; the database returns rows only to brands in the holder's industry, competitors).
 */
export async function fetchTalentExclusivities(talentIds: readonly string[]): Promise<Exclusivity[]> {
  if (talentIds.length === 0) return [];
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('talent_exclusivities', { p_talent_ids: [...talentIds] });
  if (error) throw error;
  return (data ?? []) as unknown as Exclusivity[];
}

export function useTalentExclusivitiesQuery(talentIds: readonly string[]) {
  return useQuery({ queryKey: [...discoverKeys.all, 'exclusivities', [...talentIds].sort()], queryFn: () => fetchTalentExclusivities(talentIds) });
}
