import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { learnKeys } from './keys';
import { popularityRowSchema, type PopularityRow } from './schemas';

/** Learner counts per module and role (counts only; nobody's progress is exposed). */
export async function fetchPopularity(supabase: PitchsideClient): Promise<PopularityRow[]> {
  const { data, error } = await supabase.rpc('learning_module_popularity');
  if (error) throw error;
  return z.array(popularityRowSchema).parse(data ?? []);
}

export function useModulePopularityQuery() {
  return useQuery({ queryKey: learnKeys.popularity(), queryFn: async () => fetchPopularity(await getSupabase()) });
}
