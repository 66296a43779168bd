import { useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared-ui';
import { mediaKitKeys } from './keys';

/** A row of talent_exclusivities() (the generated types know only that it returns records). */
export interface Exclusivity {
  talent_id: string;
  category: string;
  ends_on: string;
}

/**
 * A talent's current exclusivities as the viewer may see them: the database (talent_exclusivities(), a definer)
 * returns the category and end date only to a brand in the same industry as the brand holding one, never that
 * brand's name; every other viewer gets no rows.
 */
export async function fetchTalentExclusivities(userId: string): Promise<Exclusivity[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('talent_exclusivities', { p_talent_ids: [userId] });
  if (error) throw error;
  return (data ?? []) as unknown as Exclusivity[];
}

export function useTalentExclusivitiesQuery(userId: string) {
  return useQuery({ queryKey: mediaKitKeys.exclusivities(userId), queryFn: () => fetchTalentExclusivities(userId), enabled: !!userId });
}
