import { searchPattern, searchTextPattern, type PitchsideClient, type Row } from 'shared-ui';
import { AUTHOR_EMBED, authorFrom, type Author, type EmbeddedProfile } from '../../common/authors';
import type { FeedFilters } from '../lib/feed-filters';

export const FEED_PAGE_SIZE = 50;
export const POST_COLUMNS = 'id, user_id, title, content, post_type, tags, likes_count, comments_count, created_at, updated_at';

export type PostRow = Pick<Row<'community_posts'>, 'id' | 'user_id' | 'title' | 'content' | 'post_type' | 'tags' | 'likes_count' | 'comments_count' | 'created_at' | 'updated_at'>;
export interface FeedPost extends PostRow {
  author: Author;
}
/** Where the next page starts: after this post in (created_at, id) descending order. */
export interface FeedCursor {
  created_at: string;
  id: string;
}
export interface FeedPage {
  posts: FeedPost[];
  next: FeedCursor | null;
}

/** The columns a post is read with: its own and its author's profile, one request. */
export const POST_SELECT = `${POST_COLUMNS}, ${AUTHOR_EMBED}`;

export function toFeedPost({ author, ...row }: PostRow & { author: EmbeddedProfile | null }): FeedPost {
  return { ...row, author: authorFrom(author) };
}

/**
 * One page of the feed, newest first (spec: 50), filtered by type, tag and a search over title and content. The
 * page after `cursor` is keyed on (created_at, id), so posts arriving meanwhile neither repeat nor skip one.
 */
export async function listPosts(supabase: PitchsideClient, f: FeedFilters, cursor: FeedCursor | null): Promise<FeedPage> {
  let q = supabase.from('community_posts').select(POST_SELECT);
  if (f.type !== 'all') q = q.eq('post_type', f.type);
  if (f.tag) q = q.contains('tags', [f.tag]);
  const pattern = searchPattern(f.q);
  // the database keeps lower(title, content) in `search_text`
  const lowered = pattern && searchTextPattern(pattern);
  if (lowered) q = q.like('search_text', lowered);
  else if (pattern) q = q.or(`title.ilike.${pattern},content.ilike.${pattern}`);
  if (cursor) q = q.or(`created_at.lt.${cursor.created_at},and(created_at.eq.${cursor.created_at},id.lt.${cursor.id})`);
  const { data, error } = await q.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(FEED_PAGE_SIZE + 1);
  if (error) throw error;
  const rows = data.slice(0, FEED_PAGE_SIZE);
  const last = rows[rows.length - 1];
  return {
    posts: rows.map(toFeedPost),
    next: data.length > FEED_PAGE_SIZE && last ? { created_at: last.created_at, id: last.id } : null,
  };
}
