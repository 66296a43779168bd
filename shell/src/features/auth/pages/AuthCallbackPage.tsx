import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Card, Page, PageHeader, Spinner, toast, useAuthStore } from 'shared-ui';
import { errorFromUrl, sessionFromUrl } from '../url-session';

/**
 * Return path of an external sign-in. supabase-js (PKCE, detectSessionInUrl) exchanges the code for a session
 * while it starts; this page waits for that and reports the outcome.
 */
const FAILED = 'The sign-in could not be completed. Please try again.';

export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(() => errorFromUrl());
  const initialized = useAuthStore((s) => s.initialized);
  const loading = useAuthStore((s) => s.loading);
  const user = useAuthStore((s) => s.user);

  useEffect(() => {
    if (error) return;
    let cancelled = false;
    sessionFromUrl().then(
      ({ hasSession, error: initError }) => {
        if (!cancelled && !hasSession) setError(initError || FAILED);
      },
      (e: unknown) => {
        if (!cancelled) setError(e instanceof Error ? e.message : FAILED);
      },
    );
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
