import type { PitchsideClient } from '../../supabase/types';

/** A row of talent_exclusivities() (the generated types know only that it returns records). */
export interface Exclusivity {
  talent_id: string;
  category: string;
  ends_on: string;
}

/**
 * Current exclusivities of these talent as the viewer may see them: the database (talent_exclusivities(), a
 * definer) returns the category and end date only to a brand in the same industry as the brand holding one, never
 * that brand's name; every other viewer gets no rows. Read by the media-kit profile and Discover Talent.
 */
export async function fetchTalentExclusivities(client: PitchsideClient, talentIds: readonly string[]): Promise<Exclusivity[]> {
  if (talentIds.length === 0) return [];
  const { data, error } = await client.rpc('talent_exclusivities', { p_talent_ids: [...talentIds] }).overrideTypes<Exclusivity[], { merge: false }>();
  if (error) throw error;
  return data ?? [];
}
