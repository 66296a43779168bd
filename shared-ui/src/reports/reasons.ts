/** What can be reported, and why (the reports table's check constraints hold the same lists). */
export const REPORT_TARGET_TYPES = ['post', 'comment', 'deal', 'profile'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'scam', 'inappropriate', 'misinformation', 'impersonation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  scam: 'Scam or fraud',
  inappropriate: 'Inappropriate content',
  misinformation: 'False or misleading information',
  impersonation: 'Impersonation',
  other: 'Something else',
};

export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  post: 'post',
  comment: 'comment',
  deal: 'deal',
  profile: 'profile',
};

export const REPORT_NOTE_MAX = 1000;
