import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, errorMessage, getSupabase, Page, PageHeader, showFailureToast, Spinner, submitWith, toast, updatePassword, useAuthStore, useFormState } from 'shared-ui';
import { errorFromUrl, sessionFromUrl } from '../url-session';
import { takeRecoveryHash, verifyRecovery } from '../api/recovery-verify';
import { RecoveryCodeForm } from '../components/RecoveryCodeForm';
import { newPasswordSchema } from '../schemas';
import { PasswordInput } from '../components/PasswordInput';
import { Form, Muted } from '../components/styles';

/**
 * The reset link from the email lands here (its token hash verified, so any browser works; an older PKCE link is
 * exchanged by supabase-js), or the user types the email's 6-digit code; then they pick a new password.
 */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const initialized = useAuthStore((s) => s.initialized);
  const user = useAuthStore((s) => s.user);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(() => errorFromUrl());
  const [busy, setBusy] = useState(false);
  const form = useFormState({ password: '', confirmPassword: '' });

  useEffect(() => {
    let cancelled = false;
    const tokenHash = takeRecoveryHash();
    sessionFromUrl()
      .then(async (result) => {
        if (!tokenHash) return result;
        try {
          await verifyRecovery(await getSupabase(), { tokenHash });
          return { hasSession: true, error: null };
        } catch (e) {
          return { hasSession: false, error: errorMessage(e, 'This password reset link is invalid or has expired.') };
        }
      })
      .then(
        ({ hasSession, error: initError }) => {
          if (!cancelled && !hasSession && initError) setError(initError);
        },
        (e: unknown) => {
          if (!cancelled) setError(e instanceof Error ? e.message : String(e));
        },
      )
      .finally(() => {
        if (!cancelled) setReady(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const submit = async () => {
    const data = form.check(newPasswordSchema);
    if (!data) return;
    setBusy(true);
    try {
      await updatePassword(data.password);
      toast.success('Password updated! Please sign in with your new password.');
      await useAuthStore.getState().signOut().catch(() => undefined);
      navigate('/auth', { replace: true });
    } catch (e) {
      setBusy(false);
      showFailureToast('update-password', e, { duration: 6000 });
    }
  };

  if (!ready || !initialized) return <Spinner label="Checking your reset link..." fullScreen />;
  if (!user) {
    return (
      <Page style={{ maxWidth: '30rem' }}>
        <PageHeader title="Reset Password" />
        <Card role="alert">
          <p style={{ marginTop: 0 }}>{error ?? 'This password reset link is invalid or has expired.'}</p>
          <Link to="/auth?mode=reset">Request a new link</Link>
        </Card>
        <RecoveryCodeForm />
      </Page>
    );
  }
  return (
    <Page style={{ maxWidth: '30rem' }}>
      <PageHeader title="Set a new password" />
      <Card>
        <Form
          noValidate
          aria-label="New password"
          onSubmit={submitWith(submit)}
        >
          <Muted>Signed in as {user.email}. Choose a new password of at least 8 characters.</Muted>
          <PasswordInput id="new-password" label="New Password" autoComplete="new-password" value={form.values.password} error={form.errors.password} onChange={(v) => form.setField('password', v)} />
          <PasswordInput
            id="new-password-confirm"
            label="Confirm New Password"
            autoComplete="new-password"
            value={form.values.confirmPassword}
            error={form.errors.confirmPassword}
            onChange={(v) => form.setField('confirmPassword', v)}
          />
          <Button type="submit" $block disabled={busy}>
            {busy ? 'Updating...' : 'Update Password'}
          </Button>
        </Form>
      </Card>
    </Page>
  );
}
