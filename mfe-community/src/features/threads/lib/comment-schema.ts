import { hasVisibleText } from 'shared-ui';
import * as z from 'zod';

/** A comment or reply; the database checks the same (post_comments_content_check). */
export const commentSchema = z.object({
  content: z.string().trim().refine(hasVisibleText, 'Write a comment first').max(5000, 'Keep the comment to 5,000 characters'),
});
