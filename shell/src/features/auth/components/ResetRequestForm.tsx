import { Button, sendPasswordReset, showFailureToast, submitWith, TextField, toast, useFormState } from 'shared-ui';
import { resetRequestSchema } from '../schemas';
import { Form, LinkButton, Muted } from './styles';

export function ResetRequestForm(props: { initialEmail: string; onBack: () => void }) {
  const form = useFormState({ email: props.initialEmail });
  const submit = async () => {
    const data = form.check(resetRequestSchema);
    if (!data) return;
    try {
      await sendPasswordReset(data.email);
      toast.success('Password reset email sent! Check your inbox.');
      props.onBack();
    } catch (error) {
      showFailureToast('reset-email', error, { duration: 6000 });
    }
  };
  return (
    <Form
      noValidate
      aria-label="Reset password"
      onSubmit={submitWith(submit)}
    >
      <Muted>Enter the email of your account and we will send you a link to choose a new password.</Muted>
      <TextField id="reset-email" label="Email" type="email" autoComplete="email" value={form.values.email} error={form.errors.email} onChange={(e) => form.setField('email', e.target.value)} />
      <Button type="submit" $block>
        Send Reset Link
      </Button>
      <LinkButton type="button" onClick={props.onBack}>
        Back to Sign In
      </LinkButton>
    </Form>
  );
}
