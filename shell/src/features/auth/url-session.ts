import { getSupabase } from 'shared-ui';

/** An error the provider or the auth server put in the query or the fragment of a return URL. */
export function errorFromUrl(): string | null {
  const query = new URLSearchParams(window.location.search);
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  return query.get('error_description') ?? hash.get('error_description') ?? query.get('error') ?? hash.get('error');
}

/**
 * Waits until supabase-js (PKCE, detectSessionInUrl) has taken the session from a return URL, and
 * says whether there is one, or why not.
 */
export async function sessionFromUrl(): Promise<{ hasSession: boolean; error: string | null }> {
  const client = await getSupabase();
  const { error } = await client.auth.initialize();
  const { data } = await client.auth.getSession();
  return { hasSession: !!data.session, error: error?.message ?? null };
}
