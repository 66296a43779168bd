import type { PitchsideClient } from 'shared-ui';

/**
 * Signs in from a password-reset e-mail without the browser that asked for it: the link's token hash, or the
 * e-mail's 6-digit code with the address. Either way supabase-js verifies it with the auth server (verifyOtp),
 * which needs no PKCE verifier, so the link works in any browser.
 */
export async function verifyRecovery(client: PitchsideClient, input: { tokenHash: string } | { email: string; code: string }): Promise<void> {
  const { error } =
    'tokenHash' in input
      ? await client.auth.verifyOtp({ token_hash: input.tokenHash, type: 'recovery' })
      : await client.auth.verifyOtp({ email: input.email.trim(), token: input.code.trim(), type: 'recovery' });
  if (error) throw error;
}

/** The token hash of a reset link (`?token_hash=…&type=recovery`), once: it is taken out of the address bar. */
export function takeRecoveryHash(): string | null {
  const url = new URL(window.location.href);
  const hash = url.searchParams.get('token_hash');
  if (!hash || url.searchParams.get('type') !== 'recovery') return null;
  url.searchParams.delete('token_hash');
  url.searchParams.delete('type');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return hash;
}
