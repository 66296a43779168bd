import type { PitchsideClient, Row } from 'shared-ui';
import { AUTHOR_EMBED, authorFrom, type Author } from '../../common/authors';

export const COMMENTS_LIMIT = 1000;

export type CommentRow = Pick<Row<'post_comments'>, 'id' | 'post_id' | 'user_id' | 'parent_id' | 'content' | 'created_at'>;
export interface ThreadComment extends CommentRow {
  author: Author;
  /** replies to a top-level comment, oldest first */
  replies: ThreadComment[];
}

/** Top-level comments oldest first, each with its replies (one level), from a flat list in time order. */
export function nestComments(rows: (CommentRow & { author: Author })[]): ThreadComment[] {
  const top: ThreadComment[] = [];
  const byId = new Map<string, ThreadComment>();
  for (const row of rows) {
    const comment = { ...row, replies: [] };
    byId.set(row.id, comment);
    const parent = row.parent_id ? byId.get(row.parent_id) : undefined;
    if (parent) parent.replies.push(comment);
    else top.push(comment);
  }
  return top;
}

/** A thread's comments (post_comments, oldest first) with their authors. */
export async function listComments(supabase: PitchsideClient, postId: string): Promise<ThreadComment[]> {
  const { data, error } = await supabase
    .from('post_comments')
    .select(`id, post_id, user_id, parent_id, content, created_at, ${AUTHOR_EMBED}`)
    .eq('post_id', postId)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true })
    .limit(COMMENTS_LIMIT);
  if (error) throw error;
  return nestComments(data.map(({ author, ...c }) => ({ ...c, author: authorFrom(author) })));
}
