import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { learnKeys } from '../../catalog/api/keys';
import { LIBRARY_COLUMNS } from '../../catalog/api/library-items-query';
import { libraryItemSchema } from '../../catalog/api/schemas';

const detailSchema = z.extend(libraryItemSchema, { body: z.string() });

/** One library item with its reading body, by slug; null when there is none. */
export async function fetchLibraryItem(supabase: PitchsideClient, slug: string) {
  const { data, error } = await supabase.from('content_library_items').select(`${LIBRARY_COLUMNS}, body`).eq('slug', slug).maybeSingle();
  if (error) throw error;
  return data ? detailSchema.parse(data) : null;
}

export function useLibraryItemDetailQuery(slug: string) {
  return useQuery({ queryKey: learnKeys.libraryItem(slug), queryFn: async () => fetchLibraryItem(await getSupabase(), slug), enabled: !!slug });
}
