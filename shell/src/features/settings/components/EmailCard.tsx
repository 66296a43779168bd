import { Button, showFailureToast, submitWith, TextField, toast, useFormState } from 'shared-ui';
import { Actions, FieldGrid, FormCard, Muted } from '../../../core/form-parts';
import { useChangeEmail } from '../api/email-change-mutation';
import { emailChangeSchema, type EmailChangeValues } from '../lib/schemas';

export function EmailCard({ email, pendingEmail }: { email: string; pendingEmail?: string | null }) {
  const form = useFormState<EmailChangeValues>({ email: '', current_password: '' });
  const change = useChangeEmail();
  const onSubmit = () => {
    const data = form.check(emailChangeSchema);
    if (!data) return;
    if (data.email.toLowerCase() === email.toLowerCase()) return toast.info('That is already your email address');
    change.mutate(
      { email: data.email, currentEmail: email, currentPassword: data.current_password },
      {
        onSuccess: () => form.setValues({ email: '', current_password: '' }),
        onError: (error) => showFailureToast('change-email', error),
      },
    );
  };
  return (
    <FormCard as="form" aria-labelledby="email-title" onSubmit={submitWith(onSubmit, change.isPending)} noValidate>
      <h2 id="email-title">Email address</h2>
      <Muted>
        You sign in with <strong>{email}</strong>.{pendingEmail ? ` Waiting for you to confirm ${pendingEmail}.` : ''}
      </Muted>
      <FieldGrid>
        <TextField label="New email" type="email" autoComplete="email" value={form.values.email} error={form.errors.email} onChange={(e) => form.setField('email', e.target.value)} />
        <TextField label="Current password" id="email-current-password" type="password" autoComplete="current-password" value={form.values.current_password} error={form.errors.current_password} onChange={(e) => form.setField('current_password', e.target.value)} />
      </FieldGrid>
      <Actions>
        <Button type="submit" disabled={change.isPending}>
          Change Email
        </Button>
      </Actions>
    </FormCard>
  );
}
