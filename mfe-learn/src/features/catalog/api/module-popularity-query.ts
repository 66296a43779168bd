import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getSupabase } from 'shared-ui';
import { learnKeys } from './keys';
import { popularityRowSchema, type PopularityRow } from './schemas';

/** Learner counts per module and role (counts only; nobody's progress is exposed). */
export async function fetchPopularity(): Promise<PopularityRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('learning_module_popularity');
  if (error) throw error;
  return z.array(popularityRowSchema).parse(data ?? []);
}

export function useModulePopularityQuery() {
  return useQuery({ queryKey: learnKeys.popularity(), queryFn: fetchPopularity });
}
