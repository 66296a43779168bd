import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getSupabase, type PitchsideClient } from 'shared-ui';
import { learnKeys } from './keys';
import { libraryItemSchema, type LibraryItem } from './schemas';

export const LIBRARY_COLUMNS = 'id, slug, title, description, content_type, category, level, tags, url, author, duration_minutes, is_premium';

/** Every published library item, newest first; filtering happens in the page (about thirty rows). */
export async function fetchLibraryItems(supabase: PitchsideClient): Promise<LibraryItem[]> {
  const { data, error } = await supabase.from('content_library_items').select(LIBRARY_COLUMNS).order('created_at', { ascending: false }).order('title');
  if (error) throw error;
  return z.array(libraryItemSchema).parse(data ?? []);
}

export function useLibraryItemsQuery() {
  return useQuery({ queryKey: learnKeys.library(), queryFn: async () => fetchLibraryItems(await getSupabase()) });
}
