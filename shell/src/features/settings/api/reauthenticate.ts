import { getRuntimeConfig, getSupabase } from 'shared-ui';

/** The error re-authentication raises when the current password is wrong. */
export class WrongPasswordError extends Error {
  constructor() {
    super('Your current password is not correct');
    this.name = 'WrongPasswordError';
  }
}

/**
 * Checks the current password before a sensitive change, on a separate short-lived client (so the page's own
 * session is untouched), and ends the session that check opened.
 */
export async function reauthenticate(email: string, password: string): Promise<void> {
  await getSupabase();
  const { createClient } = await import('@supabase/supabase-js');
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
  const check = createClient(supabaseUrl, supabaseAnonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const { error } = await check.auth.signInWithPassword({ email, password });
  if (error) {
    if (/invalid login credentials/i.test(error.message)) throw new WrongPasswordError();
    throw error;
  }
  await check.auth.signOut({ scope: 'local' });
}
