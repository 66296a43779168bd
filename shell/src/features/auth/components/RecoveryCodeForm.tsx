import { useState } from 'react';
import { Button, Card, getSupabase, showFailureToast, submitWith, TextField, useFormState } from 'shared-ui';
import { recoveryCodeSchema } from '../schemas';
import { verifyRecovery } from '../api/recovery-verify';
import { Form, Muted } from './styles';

/** The reset e-mail's 6-digit code, for a link that will not open (another device, a mail app's browser). */
export function RecoveryCodeForm() {
  const form = useFormState({ email: '', code: '' });
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const data = form.check(recoveryCodeSchema);
    if (!data) return;
    setBusy(true);
    try {
      // the session arrives through the auth store, and the page shows the new-password form
      await verifyRecovery(await getSupabase(), data);
    } catch (e) {
      showFailureToast('recovery-code', e, { duration: 6000 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card style={{ marginTop: '1rem' }}>
      <Form noValidate aria-label="Reset with a code" onSubmit={submitWith(submit)}>
        <Muted>Have the 6-digit code from the e-mail? Enter it with your address.</Muted>
        <TextField label="Email" type="email" autoComplete="email" value={form.values.email} error={form.errors.email} onChange={(e) => form.setField('email', e.target.value)} />
        <TextField label="6-digit code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={form.values.code} error={form.errors.code} onChange={(e) => form.setField('code', e.target.value)} />
        <Button type="submit" $block disabled={busy}>
          {busy ? 'Checking...' : 'Continue'}
        </Button>
      </Form>
    </Card>
  );
}
