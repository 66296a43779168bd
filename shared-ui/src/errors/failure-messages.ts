import { normalizeError, toast, type NormalizedError } from 'shared-ui';
import type { ToastAction, ToastOptions } from '../toast/toast-store';

/**
 * `shared-ui/failure-messages`: the error catalogue's mapped failures, the contexts whose toast words depend on
 * what went wrong (signing in, creating an account, an onboarding step's save, joining an event, applying to a
 * deal). Each context's fallback title and message table live here, keyed by context, beside the catalogue's
 * plain titles (failure-toast.ts). A subpath of its own, imported by the pages that fail this way, so the shell's
 * first load does not carry the tables; it holds no state (the toasts are the main entry's).
 */

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
export const SIGN_IN_HINTS = 'Check that your email and password are correct. No account yet? Try Sign Up. Just signed up? Make sure your email is verified.';
export const UNEXPECTED_STEP_ERROR = 'An unexpected error occurred';

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

/** An application the database refused: a second one (the unique constraint), a rule's own sentence (closed, past its deadline, full, the plan's limit), else the title. */
function applyFailure({ code, kind, message }: NormalizedError, fallback: string): MappedFailure {
  if (code === '23505') return { title: 'You have already applied to this deal' };
  return { title: kind === 'rule' && message ? message : fallback };
}

type FailureRule = (n: NormalizedError, fallback: string, error: unknown) => MappedFailure;

/** Each mapped context: its title (what the toast says when nothing more specific applies) and its message table. */
export const MAPPED_FAILURES = {
  apply: { title: 'Failed to submit application', rule: applyFailure },
  'create-account': { title: 'Failed to create account', rule: createAccountFailure },
  'join-event': { title: 'Failed to join event', rule: joinEventFailure },
  'onboarding-complete': { title: 'Failed to complete onboarding', rule: stepFailure },
  'onboarding-preferences': { title: 'Failed to save preferences', rule: stepFailure },
  'onboarding-profile': { title: 'Failed to save profile', rule: stepFailure },
  'onboarding-role': { title: 'Failed to save role information', rule: stepFailure },
  'sign-in': { title: 'Failed to sign in. Please try again.', rule: signInFailure },
} as const satisfies Record<string, { title: string; rule: FailureRule }>;

export type MappedFailureContext = keyof typeof MAPPED_FAILURES;

/** The toast a mapped context shows for `error` (pure: for tests, and for a page that shows it its own way). */
export function mappedFailure(context: MappedFailureContext, error?: unknown): MappedFailure {
  const { title, rule } = MAPPED_FAILURES[context];
  return rule(normalizeError(error), title, error);
}

export interface MappedFailureOptions extends ToastOptions {
  /** Handlers for the actions a mapped failure may offer (Sign In, Resend Email); without one the action is left out. */
  actions?: Partial<Record<FailureAction, () => void>>;
}

/** A failed action's toast in a mapped context: the words what went wrong picks, with its action. Returns the toast id. */
export function showMappedFailure(context: MappedFailureContext, error: unknown, options: MappedFailureOptions = {}): string {
  const { actions, ...toastOptions } = options;
  const mapped = mappedFailure(context, error);
  const onClick = mapped.action && (actions?.[mapped.action] ?? DEFAULT_ACTIONS[mapped.action]);
  const action: ToastAction | undefined = mapped.action && onClick ? { label: ACTION_LABELS[mapped.action], onClick } : undefined;
  return toast.error(mapped.title, {
    ...(mapped.description ? { description: mapped.description } : {}),
    ...(mapped.duration !== undefined ? { duration: mapped.duration } : {}),
    ...(action ? { action } : {}),
    ...toastOptions,
  });
}
