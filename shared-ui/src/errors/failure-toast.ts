import { toast, type ToastAction, type ToastOptions } from '../toast/toast-store';
import { showErrorToast } from './error-toast';
import { normalizeError, type NormalizedError } from './normalize-error';

/**
 * The error catalogue's titled failures: what a toast says when an action fails, by the action (the spec's
 * words where it gives them). A call site names its context; the reason comes from the normalised error.
 * Failures without a title of their own use `showErrorToast(error, context)` ("An error occurred in ...").
 * Contexts in FAILURE_RULES (sign-in, account creation, onboarding steps, joining an event) have the spec's mapped
 * messages: what went wrong picks the title, and the title here is their fallback.
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
  'create-account': 'Failed to create account',
  copy: 'Could not copy: select the text and copy it yourself',
  'create-post': 'Failed to create post',
  'demo-link': 'Demo link failed. Please try again.',
  'external-sign-in': 'Failed to sign in. Please try again.',
  'join-event': 'Failed to join event',
  like: 'Feature coming soon!',
  'media-kit-handle': 'That link is taken',
  navigation: 'Navigation failed. Please try again.',
  'not-authenticated': 'User not authenticated',
  'onboarding-complete': 'Failed to complete onboarding',
  'onboarding-preferences': 'Failed to save preferences',
  'onboarding-profile': 'Failed to save profile',
  'onboarding-role': 'Failed to save role information',
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
  'sign-in': 'Failed to sign in. Please try again.',
  'sign-out': 'Error signing out',
  'sign-up': 'An unexpected error occurred. Please try again.',
  'update-password': 'Failed to update password',
  'update-post': 'Failed to update post',
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

/** An action a mapped failure offers; the page gives the handler (Contact Support opens /support by itself). */
export type FailureAction = 'sign-in' | 'resend-confirmation' | 'contact-support';

/** A failure's toast when what went wrong picks its words. */
export interface MappedFailure {
  title: string;
  description?: string;
  duration?: number;
  action?: FailureAction;
}

const ACTION_LABELS: Record<FailureAction, string> = { 'sign-in': 'Sign In', 'resend-confirmation': 'Resend Email', 'contact-support': 'Contact Support' };
const DEFAULT_ACTIONS: Partial<Record<FailureAction, () => void>> = {
  'contact-support': () => void window.open('/support', '_blank', 'noopener,noreferrer'),
};

/** Where a suspended user can appeal (the support address of the shell's Report Issue). */
const SUSPENDED_CONTACT = 'support@pitchside.dev';
const SIGN_IN_HINTS = 'Check that your email and password are correct. No account yet? Try Sign Up. Just signed up? Make sure your email is verified.';
const UNEXPECTED_STEP_ERROR = 'An unexpected error occurred';

function signInFailure({ message, code }: NormalizedError, fallback: string): MappedFailure {
  if (/invalid login credentials|invalid credentials/i.test(message) || code === 'invalid_credentials') {
    return { title: 'Cannot sign in - Please check your credentials', description: SIGN_IN_HINTS, duration: 8000 };
  }
  if (/user is banned/i.test(message) || code === 'user_banned') {
    return {
      title: 'Your account is suspended',
      description: `An administrator suspended this account, so you cannot sign in. If you think this is a mistake, email ${SUSPENDED_CONTACT}.`,
      duration: 12000,
    };
  }
  if (/email not confirmed|not verified/i.test(message) || code === 'email_not_confirmed') {
    return { title: 'Please verify your email before signing in.', action: 'resend-confirmation', duration: 8000 };
  }
  if (/too many requests|rate limit/i.test(message) || code === 'over_request_rate_limit') {
    return { title: 'Too many login attempts. Please wait a few minutes and try again.', duration: 6000 };
  }
  return { title: message || fallback, duration: 6000 };
}

function createAccountFailure({ message }: NormalizedError, fallback: string): MappedFailure {
  if (/already registered/i.test(message)) {
    return { title: 'This email is already registered', description: 'Please sign in instead or use a different email.', duration: 6000, action: 'sign-in' };
  }
  if (/invalid email/i.test(message)) return { title: 'Please enter a valid email address', duration: 6000 };
  return { title: message || fallback, duration: 6000 };
}

/** A failed onboarding step save: the spec's mapped messages, 8 s, with Contact Support. */
function stepFailure({ message, code }: NormalizedError, fallback: string, error: unknown): MappedFailure {
  const title = (() => {
    if (!error || typeof error !== 'object') return UNEXPECTED_STEP_ERROR;
    if (code === '42703') return 'Database error: Invalid field. Please contact support.';
    if (code === '23502') return 'Required field missing. Please fill all required fields.';
    if (/company_name/i.test(message)) return 'Company name could not be saved. Please check the format.';
    if (/website/i.test(message)) return 'Website URL format is invalid. Must start with http:// or https://';
    if (message) return message;
    if (code !== undefined || error instanceof Error) return fallback;
    return UNEXPECTED_STEP_ERROR;
  })();
  return { title, duration: 8000, action: 'contact-support' };
}

/** join_event's refusals: already joined, full; otherwise the title, with why when the event was cancelled or started. */
function joinEventFailure({ message }: NormalizedError, fallback: string): MappedFailure {
  if (message.includes('Already joined')) return { title: 'You have already joined this event!' };
  if (message.includes('Event is full')) return { title: 'Event is full!' };
  return /cancelled|already started|not found/i.test(message) ? { title: fallback, description: message } : { title: fallback };
}

type FailureRule = (n: NormalizedError, fallback: string, error: unknown) => MappedFailure;

const FAILURE_RULES: Partial<Record<FailureContext, FailureRule>> = {
  'sign-in': signInFailure,
  'create-account': createAccountFailure,
  'join-event': joinEventFailure,
  'onboarding-complete': stepFailure,
  'onboarding-preferences': stepFailure,
  'onboarding-profile': stepFailure,
  'onboarding-role': stepFailure,
};

/** The mapped toast of a context with rules (undefined for the others): what showFailureToast shows, for tests and pages. */
export function mappedFailure(context: FailureContext, error?: unknown): MappedFailure | undefined {
  return FAILURE_RULES[context]?.(normalizeError(error), FAILURE_TITLES[context], error);
}

export interface FailureToastOptions extends ToastOptions {
  /** Handlers for the actions a mapped failure may offer (Sign In, Resend Email); without one the action is left out. */
  actions?: Partial<Record<FailureAction, () => void>>;
}

function actionOf(action: FailureAction | undefined, handlers: FailureToastOptions['actions']): ToastAction | undefined {
  const onClick = action && (handlers?.[action] ?? DEFAULT_ACTIONS[action]);
  return action && onClick ? { label: ACTION_LABELS[action], onClick } : undefined;
}

/**
 * A failed action's toast: a mapped context's words, else its title and the reason when there is an error to read
 * it from. Returns the toast id.
 */
export function showFailureToast(context: FailureContext, error?: unknown, options: FailureToastOptions = {}): string {
  const { actions, ...toastOptions } = options;
  const mapped = mappedFailure(context, error);
  if (mapped) {
    const action = actionOf(mapped.action, actions);
    return toast.error(mapped.title, {
      ...(mapped.description ? { description: mapped.description } : {}),
      ...(mapped.duration !== undefined ? { duration: mapped.duration } : {}),
      ...(action ? { action } : {}),
      ...toastOptions,
    });
  }
  if (error === undefined) return toast.error(FAILURE_TITLES[context], toastOptions);
  const n = normalizeError(error);
  if (isDataPermission(n)) return showErrorToast(error, FAILURE_TITLES[context]);
  const reason = reasonOf(n);
  return toast.error(FAILURE_TITLES[context], { ...(reason ? { description: reason } : {}), ...toastOptions });
}
