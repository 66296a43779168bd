import { hasVisibleText } from 'shared-ui';
import * as z from 'zod';
import { POST_TYPES } from './feed-filters';

/** Tags as typed ("NIL, negotiation") to the list the database keeps: trimmed, lower-case, unique. */
export function parseTags(text: string): string[] {
  const tags = text.split(',').map((t) => t.trim().toLowerCase().replace(/^#/, '')).filter(Boolean);
  return [...new Set(tags)];
}

/** The post form; the database checks the same limits (community_posts_*_check). */
export const postSchema = z.object({
  title: z.string().trim().min(3, 'The title needs at least 3 characters').refine(hasVisibleText, 'Give the post a title').max(200, 'Keep the title to 200 characters'),
  content: z.string().trim().refine(hasVisibleText, 'Write something to post').max(10000, 'Keep the post to 10,000 characters'),
  post_type: z.enum(POST_TYPES),
  tags: z
    .string()
    .transform(parseTags)
    .pipe(
      z
        .array(z.string().max(30, 'Keep each tag to 30 characters'))
        .max(10, 'Use at most 10 tags'),
    ),
});

export type PostInput = z.input<typeof postSchema>;
export type PostData = z.output<typeof postSchema>;
export const EMPTY_POST: PostInput = { title: '', content: '', post_type: 'discussion', tags: '' };
