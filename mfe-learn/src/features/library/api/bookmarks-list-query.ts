import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getSupabase } from 'shared-ui';
import { bookmarkKeys } from './keys';

const bookmarkSchema = z.object({ id: z.string(), content_id: z.string(), content_type: z.string() });
export type Bookmark = z.infer<typeof bookmarkSchema>;

/** The viewer's bookmarks of one content type. A fetch error degrades to an empty list (spec). */
export async function fetchBookmarks(userId: string, contentType: string): Promise<Bookmark[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('bookmarks').select('id, content_id, content_type').eq('user_id', userId).eq('content_type', contentType);
  if (error) return [];
  return z.array(bookmarkSchema).parse(data ?? []);
}

export function useBookmarksQuery(userId: string | null, contentType: string) {
  return useQuery({ queryKey: bookmarkKeys.list(userId, contentType), queryFn: () => fetchBookmarks(userId!, contentType), enabled: !!userId });
}
