/** How the dashboard names audit actions and report target types. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'brand.verify': 'Verified brand',
  'brand.reject': 'Rejected brand verification',
  'deal.deactivate': 'Deactivated deal',
  'deal.reactivate': 'Reactivated deal',
  'post.remove': 'Removed post',
  'post.restore': 'Restored post',
  'comment.remove': 'Removed comment',
  'comment.restore': 'Restored comment',
  'report.resolve': 'Resolved report',
  'report.dismiss': 'Dismissed report',
  'user.set_role': 'Changed role',
  'user.suspend': 'Suspended user',
  'user.unsuspend': 'Unsuspended user',
};

export const TARGET_LABELS: Record<string, string> = {
  brand: 'Brand',
  deal: 'Deal',
  post: 'Post',
  comment: 'Comment',
  report: 'Report',
  user: 'User',
  profile: 'Profile',
};

/** One line for an audit row's details: the role change, or the item's name. */
export function auditSummary(details: Record<string, unknown>): string {
  const text = (k: string) => (typeof details[k] === 'string' ? (details[k] as string) : '');
  if (text('from') && text('to')) return `${text('from')} → ${text('to')}`;
  return text('name') || text('title') || text('excerpt') || '';
}
