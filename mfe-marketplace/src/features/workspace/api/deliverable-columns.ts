import type { Row } from 'shared-ui';

/** A deliverable as both sides of a deal see it (embedded under its application). */
export const DELIVERABLE_EMBED =
  'deal_deliverables(id, title, position, due_date, status, submission_url, submission_note, caption, review_note, submitted_at, reviewed_at)';

export type Deliverable = Pick<
  Row<'deal_deliverables'>,
  'id' | 'title' | 'position' | 'due_date' | 'status' | 'submission_url' | 'submission_note' | 'caption' | 'review_note' | 'submitted_at' | 'reviewed_at'
>;
