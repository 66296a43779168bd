import { normalizeError } from 'shared-ui';

/**
 * What the apply page says when the insert is refused: a second application (the unique constraint), a rule the
 * database enforces (closed, past its deadline, full, not for this role, your own deal: its own message), or the
 * spec's generic failure. A permission problem goes to the shared session-expired path instead.
 */
export interface ApplyRefusal {
  message: string;
  alreadyApplied: boolean;
  permission: boolean;
  /** the Starter plan's monthly limit: the page links to /pricing */
  planLimit: boolean;
}

export function applyErrorMessage(error: unknown): ApplyRefusal {
  const n = normalizeError(error);
  const none = { alreadyApplied: false, permission: false, planLimit: false };
  if (n.code === '23505') return { ...none, message: 'You have already applied to this deal', alreadyApplied: true };
  if (n.kind === 'rule' && n.message) return { ...none, message: n.message, planLimit: n.message.startsWith('The Starter plan includes') };
  return { ...none, message: 'Failed to submit application', permission: n.kind === 'permission' };
}
