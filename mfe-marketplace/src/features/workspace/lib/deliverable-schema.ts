import { hasVisibleText } from 'shared-ui';
import * as z from 'zod';

export const DELIVERABLE_STATUS_LABEL: Record<string, string> = { todo: 'To do', submitted: 'Submitted', changes_requested: 'Changes requested', approved: 'Approved' };
export const DELIVERABLE_STATUS_TONE = { todo: 'neutral', submitted: 'info', changes_requested: 'warning', approved: 'success' } as const;

/** The talent's submission (the table's checks: an http(s) link, a note of at most 2000 characters). */
export const submissionSchema = z.object({
  url: z.string().trim().regex(/^https?:\/\/\S+$/i, 'Add a full link to the work, starting with https://'),
  note: z.string().trim().max(2000, 'Keep the note under 2000 characters'),
  caption: z.string().trim().max(5000, 'Keep the caption under 5000 characters'),
});

/** The brand's change request: it must say what to change. */
export const changeRequestSchema = z.object({
  note: z.string().trim().refine(hasVisibleText, 'Say what should change').max(2000, 'Keep the message under 2000 characters'),
});
