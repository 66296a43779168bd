import type { AdminUser } from '../api/users-query';

const COUNTED = [
  ['deals_posted', 'deal', 'deals'],
  ['applications', 'application', 'applications'],
  ['posts', 'post', 'posts'],
  ['comments', 'comment', 'comments'],
  ['messages', 'message', 'messages'],
  ['reports_against', 'open report', 'open reports'],
] as const;

/** The non-zero activity counts in a line ('3 applications, 1 post'). */
export function activity(u: Pick<AdminUser, (typeof COUNTED)[number][0]>): string {
  const parts = COUNTED.filter(([key]) => u[key] > 0).map(([key, one, many]) => `${u[key]} ${u[key] === 1 ? one : many}`);
  return parts.length ? parts.join(', ') : 'No activity yet';
}
