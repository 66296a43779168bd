import { Button, showFailureToast, submitWith, TextField, useFormState } from 'shared-ui';
import { Actions, FieldGrid, FormCard } from '../../../core/form-parts';
import { useChangePassword } from '../api/password-change-mutation';
import { WrongPasswordError } from '../api/reauthenticate';
import { passwordChangeSchema, type PasswordChangeValues } from '../lib/schemas';

const EMPTY: PasswordChangeValues = { current_password: '', password: '', confirm_password: '' };

export function PasswordCard({ email }: { email: string }) {
  const form = useFormState<PasswordChangeValues>(EMPTY);
  const change = useChangePassword();
  const onSubmit = () => {
    const data = form.check(passwordChangeSchema);
    if (!data) return;
    change.mutate(
      { email, currentPassword: data.current_password, password: data.password },
      {
        onSuccess: () => form.setValues(EMPTY),
        onError: (error) => {
          if (error instanceof WrongPasswordError) form.setValues((v) => ({ ...v, current_password: '' }));
          showFailureToast('update-password', error);
        },
      },
    );
  };
  return (
    <FormCard as="form" aria-labelledby="password-title" onSubmit={submitWith(onSubmit, change.isPending)} noValidate>
      <h2 id="password-title">Change password</h2>
      <FieldGrid>
        <TextField label="Current password" type="password" autoComplete="current-password" value={form.values.current_password} error={form.errors.current_password} onChange={(e) => form.setField('current_password', e.target.value)} />
        <TextField label="New password" type="password" autoComplete="new-password" value={form.values.password} error={form.errors.password} onChange={(e) => form.setField('password', e.target.value)} hint="At least 8 characters." />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" value={form.values.confirm_password} error={form.errors.confirm_password} onChange={(e) => form.setField('confirm_password', e.target.value)} />
      </FieldGrid>
      <Actions>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Updating...' : 'Update Password'}
        </Button>
      </Actions>
    </FormCard>
  );
}
