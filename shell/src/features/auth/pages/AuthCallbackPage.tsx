import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Card, getSupabase, Page, PageHeader, Spinner, toast, useAuthStore } from 'shared-ui';

/** Reads an error the provider or the auth server put in the query or the fragment. */
function urlError(): string | null {
  const query = new URLSearchParams(window.location.search);
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  return query.get('error_description') ?? hash.get('error_description') ?? query.get('error') ?? hash.get('error');
}

/**
 * Return path of an external sign-in. supabase-js (PKCE, detectSessionInUrl) exchanges the code for a session
 * while it starts; this page waits for that and reports the outcome.
 */
export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(() => urlError());
  const initialized = useAuthStore((s) => s.initialized);
  const loading = useAuthStore((s) => s.loading);
  const user = useAuthStore((s) => s.user);

  useEffect(() => {
    if (error) return;
    let cancelled = false;
    void (async () => {
      try {
        const client = await getSupabase();
        const { error: initError } = await client.auth.initialize();
        const { data } = await client.auth.getSession();
        if (cancelled) return;
        if (!data.session) setError(initError?.message || 'The sign-in could not be completed. Please try again.');
      } catch (e) {
        if (!cancelled) setError(e instanceof Error ? e.message : 'The sign-in could not be completed. Please try again.');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [error]);

  useEffect(() => {
    if (error || !initialized || loading || !user) return;
    toast.success('Signed in successfully!');
    navigate('/dashboard', { replace: true });
  }, [error, initialized, loading, user, navigate]);

  if (error) {
    return (
      <Page style={{ maxWidth: '30rem' }}>
        <PageHeader title="Sign-in failed" />
        <Card role="alert">
          <p style={{ marginTop: 0 }}>{error}</p>
          <Link to="/auth">Back to Sign In</Link>
        </Card>
      </Page>
    );
  }
  return <Spinner label="Completing sign in..." fullScreen />;
}
