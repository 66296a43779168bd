import { normalizeError } from 'shared-ui';

/**
 * What the apply page says when the insert is refused: a second application (the unique constraint), a rule the
 * database enforces (closed, past its deadline, full, not for this role, your own deal: its own message), or the
 * spec's generic failure. A permission problem goes to the shared session-expired path instead.
 */
export function applyErrorMessage(error: unknown): { message: string; alreadyApplied: boolean; permission: boolean } {
  const n = normalizeError(error);
  if (n.code === '23505') return { message: 'You have already applied to this deal', alreadyApplied: true, permission: false };
  if (n.kind === 'rule' && n.message) return { message: n.message, alreadyApplied: false, permission: false };
  return { message: 'Failed to submit application', alreadyApplied: false, permission: n.kind === 'permission' };
}
