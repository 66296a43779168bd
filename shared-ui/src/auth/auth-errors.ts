/** What the auth page shows for a failed auth call (the sign-up and sign-in error catalogue). Pure: the page turns it into a toast. */
export interface AuthErrorToast {
  title: string;
  description?: string;
  duration?: number;
  /** An action the page wires up: switch to Sign In, or resend the confirmation email. */
  action?: 'sign-in' | 'resend-confirmation';
}

const messageOf = (error: unknown): string =>
  error && typeof error === 'object' && 'message' in error && typeof (error as { message: unknown }).message === 'string'
    ? (error as { message: string }).message
    : '';

export function signUpErrorToast(error: unknown): AuthErrorToast {
  const message = messageOf(error);
  if (/already registered/i.test(message)) {
    return {
      title: 'This email is already registered',
      description: 'Please sign in instead or use a different email.',
      duration: 6000,
      action: 'sign-in',
    };
  }
  if (/invalid email/i.test(message)) return { title: 'Please enter a valid email address' };
  return { title: message || 'Failed to create account' };
}

/** Where a suspended user can appeal (the support address of the shell's Report Issue). */
const SUSPENDED_CONTACT = 'support@pitchside.dev';

export const SIGN_IN_HINTS = 'Check that your email and password are correct. No account yet? Try Sign Up. Just signed up? Make sure your email is verified.';

export function signInErrorToast(error: unknown): AuthErrorToast {
  const message = messageOf(error);
  const code = error && typeof error === 'object' && 'code' in error ? String((error as { code: unknown }).code) : '';
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
    return { title: 'Too many login attempts. Please wait a few minutes and try again.' };
  }
  return { title: message || 'Failed to sign in. Please try again.' };
}
