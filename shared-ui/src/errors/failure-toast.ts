import { toast, type ToastOptions } from '../toast/toast-store';
import { showErrorToast } from './error-toast';
import { normalizeError, type NormalizedError } from './normalize-error';

/**
 * The error catalogue's titled failures: what a toast says when an action fails, by the action (the spec's
 * words where it gives them). A call site names its context; the reason comes from the normalised error.
 * Failures without a title of their own use `showErrorToast(error, context)` ("An error occurred in ...").
 * The contexts whose words depend on what went wrong (signing in, creating an account, onboarding steps, joining
 * an event) keep their titles and message tables in `shared-ui/failure-messages`, loaded by the pages that use them.
 */
export const FAILURE_TITLES = {
  'admin-deal': 'Could not change the deal',
  'admin-moderate': 'Could not moderate this',
  'admin-refund': 'Could not refund the payment',
  'admin-reports': 'Could not close the reports',
  'admin-role': 'Could not change the role',
  'admin-suspension': 'Could not change the suspension',
  'admin-verification': 'Could not record the decision',
  'apply-form': 'Please fix the errors before continuing',
  'assistant-open': 'Unable to open AI Assistant',
  'assistant-unavailable': 'AI Assistant temporarily unavailable',
  bookmark: 'Failed to update bookmark',
  'calendar-file': 'Could not make the calendar file',
  'change-email': 'Failed to change email',
  checkout: 'Failed to create checkout session',
  'clear-cache': 'Failed to clear cache',
  comment: 'Failed to post comment',
  copy: 'Could not copy: select the text and copy it yourself',
  'create-post': 'Failed to create post',
  'demo-link': 'Demo link failed. Please try again.',
  'external-sign-in': 'Failed to sign in. Please try again.',
  like: 'Feature coming soon!',
  'media-kit-handle': 'That link is taken',
  navigation: 'Navigation failed. Please try again.',
  'not-authenticated': 'User not authenticated',
  'payment-session': 'Failed to create payment session',
  pdf: 'Failed to create the PDF',
  plan: 'Failed to update your plan',
  'plan-post': 'Could not plan the post',
  'post-import': 'Could not import the posts',
  'recovery-code': 'That code is invalid or has expired. Request a new one.',
  refund: 'Failed to refund the payment',
  release: 'Failed to release the payment',
  report: 'Failed to send the report',
  'resend-confirmation': 'Failed to resend the confirmation email',
  'reset-email': 'Failed to send the password reset email',
  'send-message': 'Failed to send message',
  'sign-out': 'Error signing out',
  'sign-up': 'An unexpected error occurred. Please try again.',
  'update-password': 'Failed to update password',
  'update-post': 'Failed to update post',
  'withdraw-deal': 'Could not withdraw from the deal',
} as const;

export type FailureContext = keyof typeof FAILURE_TITLES;

/** The database's permission refusal (42501) or a refused token: the session toast, as every section shows it. */
const isDataPermission = (n: NormalizedError) => n.kind === 'permission' && !!n.code && /^(42501|PGRST30[12])$/.test(n.code);

/** What went wrong, in words a user can act on: a rule's own sentence, the catalogue's words for the network, else the error's message. */
function reasonOf(n: NormalizedError): string | undefined {
  if (n.kind === 'network') return 'Network error. Please check your connection.';
  if (n.kind === 'timeout') return 'Request timed out. Please try again.';
  return n.message || undefined;
}

/** A failed action's toast: its context's title, and the reason when there is an error to read it from. Returns the toast id. */
export function showFailureToast(context: FailureContext, error?: unknown, options: ToastOptions = {}): string {
  if (error === undefined) return toast.error(FAILURE_TITLES[context], options);
  const n = normalizeError(error);
  if (isDataPermission(n)) return showErrorToast(error, FAILURE_TITLES[context]);
  const reason = reasonOf(n);
  return toast.error(FAILURE_TITLES[context], { ...(reason ? { description: reason } : {}), ...options });
}
