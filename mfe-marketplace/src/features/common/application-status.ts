import type { BadgeTone } from 'shared-ui';

/** How an application's status is shown, to its applicant and to the brand. */
export const STATUS_LABEL: Record<string, string> = {
  pending: 'Pending',
  shortlisted: 'Shortlisted',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};
export const STATUS_TONE: Record<string, BadgeTone> = { pending: 'warning', shortlisted: 'info', accepted: 'success', rejected: 'danger', withdrawn: 'neutral' };
