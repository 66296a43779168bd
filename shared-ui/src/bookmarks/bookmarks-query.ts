import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { bookmarkKeys, getSupabase, type PitchsideClient } from 'shared-ui';

const bookmarkSchema = z.object({ id: z.string(), content_id: z.string(), content_type: z.string() });
export type Bookmark = z.infer<typeof bookmarkSchema>;

/** All of a user's bookmarks (spec: select by user_id). A fetch error degrades to an empty list (spec). */
export async function fetchBookmarks(supabase: PitchsideClient, userId: string): Promise<Bookmark[]> {
  const { data, error } = await supabase.from('bookmarks').select('id, content_id, content_type').eq('user_id', userId);
  if (error) return [];
  return z.array(bookmarkSchema).parse(data ?? []);
}

/**
 * The viewer's bookmarks, one cache entry per user for every section, narrowed to one content type
 * (deal, post, content_library_item, ...) when given. Signed out: no request, no data.
 */
/** The query (key and read), for the hook and for a page's prefetch as a signed-in visit starts. */
export const bookmarksQuery = (userId: string) => ({ queryKey: bookmarkKeys.mine(userId), queryFn: async () => fetchBookmarks(await getSupabase(), userId) });

export function useBookmarksQuery(userId: string | null, contentType?: string) {
  return useQuery({
    ...bookmarksQuery(userId ?? 'anon'),
    enabled: !!userId,
    select: contentType ? (rows: Bookmark[]) => rows.filter((b) => b.content_type === contentType) : undefined,
  });
}
