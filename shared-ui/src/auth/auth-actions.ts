import type { Provider } from '@supabase/supabase-js';
import { authClient } from './auth-client';
import { toast } from '../toast/toast-store';
import { useAuthStore } from './auth-store';
import { DEMO_PASSWORD, type SignUpRole } from './constants';
import { assertDemoAllowed } from './demo-mode';
import { showFailureToast } from '../errors/failure-toast';

const origin = () => globalThis.location?.origin ?? '';

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  role: SignUpRole;
}

/**
 * Creates the account; the database's sign-up trigger creates its profile, onboarding status and role rows.
 * Returns whether the account awaits email verification.
 */
export async function signUpWithEmail(input: SignUpInput): Promise<{ needsVerification: boolean }> {
  const client = await authClient();
  const fullName = input.fullName.trim();
  const { data, error } = await client.auth.signUp({
    email: input.email.trim(),
    password: input.password,
    options: { emailRedirectTo: `${origin()}/`, data: { full_name: fullName, fullName, role: input.role } },
  });
  if (error) throw error;
  return { needsVerification: !!data.user && !data.session };
}

export async function signInWithEmail(email: string, password: string): Promise<void> {
  const client = await authClient();
  const { error } = await client.auth.signInWithPassword({ email: email.trim(), password });
  if (error) throw error;
}

/** Sends the browser to the provider; it comes back to /auth/callback with a PKCE code. */
export async function signInWithProvider(provider: Provider): Promise<void> {
  const client = await authClient();
  const { error } = await client.auth.signInWithOAuth({ provider, options: { redirectTo: `${origin()}/auth/callback` } });
  if (error) throw error;
}

export async function sendPasswordReset(email: string): Promise<void> {
  const client = await authClient();
  const { error } = await client.auth.resetPasswordForEmail(email.trim(), { redirectTo: `${origin()}/reset-password` });
  if (error) throw error;
}

export async function resendConfirmation(email: string): Promise<void> {
  const client = await authClient();
  const { error } = await client.auth.resend({ type: 'signup', email: email.trim(), options: { emailRedirectTo: `${origin()}/` } });
  if (error) throw error;
}

export async function updatePassword(password: string): Promise<void> {
  const client = await authClient();
  const { error } = await client.auth.updateUser({ password });
  if (error) throw error;
}

/** Signs in as a seeded demo account; refused on non-local hosts. */
export async function signInAsDemo(role: 'athlete' | 'creator' | 'brand' | 'agency' | 'admin', hostname?: string): Promise<void> {
  assertDemoAllowed(hostname);
  await signInWithEmail(`${role}@pitchside.dev`, DEMO_PASSWORD);
}

/**
 * The sign-out action: ends the session, says 'Signed out successfully!' and goes to /auth; on failure the
 * toast is 'Error signing out' and the user stays signed in. Resolves whether the user is signed out.
 */
export async function signOut(navigate: (to: string) => void = (to) => window.location.assign(to)): Promise<boolean> {
  try {
    await useAuthStore.getState().signOut();
    toast.success('Signed out successfully!');
    navigate('/auth');
    return true;
  } catch (error) {
    console.error('[pitchside] sign out failed', error);
    showFailureToast('sign-out');
    return false;
  }
}
