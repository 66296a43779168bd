import { normalizeError } from 'shared-ui';
import { mappedFailure } from 'shared-ui/failure-messages';

/**
 * What the apply page says when the insert is refused: the error catalogue's words for the `apply` context (a
 * second application, a rule the database enforces, or the spec's generic failure), and what the page offers
 * with them. A permission problem goes to the shared session-expired path instead.
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
  const message = mappedFailure('apply', error).title;
  return { message, alreadyApplied: n.code === '23505', permission: n.kind === 'permission', planLimit: n.kind === 'rule' && message.startsWith('The Starter plan includes') };
}
