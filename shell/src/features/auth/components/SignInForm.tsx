import { Button, resendConfirmation, showFailureToast, signInWithEmail, submitWith, TextField, toast, useFormState } from 'shared-ui';
import { showMappedFailure } from 'shared-ui/failure-messages';
import { signInSchema } from '../schemas';
import { PasswordInput } from './PasswordInput';
import { Form, LinkButton } from './styles';

export function showSignInError(error: unknown, email: string) {
  showMappedFailure('sign-in', error, {
    actions: {
      'resend-confirmation': () =>
        void resendConfirmation(email)
          .then(() => toast.success('Confirmation email resent! Check your inbox.'))
          .catch((e: unknown) => showFailureToast('resend-confirmation', e)),
    },
  });
}

export function SignInForm(props: { initialEmail: string; busy: boolean; setBusy: (busy: boolean) => void; onSignedIn: () => void; onForgot: () => void }) {
  const form = useFormState({ email: props.initialEmail, password: '' });
  const submit = async () => {
    const data = form.check(signInSchema);
    if (!data) return;
    props.setBusy(true);
    try {
      await signInWithEmail(data.email, data.password);
      props.onSignedIn();
    } catch (error) {
      props.setBusy(false);
      showSignInError(error, data.email);
    }
  };
  return (
    <Form
      noValidate
      aria-label="Sign in"
      onSubmit={submitWith(submit)}
    >
      <TextField id="signin-email" label="Email" type="email" autoComplete="email" value={form.values.email} error={form.errors.email} onChange={(e) => form.setField('email', e.target.value)} />
      <PasswordInput id="signin-password" label="Password" autoComplete="current-password" value={form.values.password} error={form.errors.password} onChange={(v) => form.setField('password', v)} />
      <LinkButton type="button" onClick={props.onForgot}>
        Forgot Password?
      </LinkButton>
      <Button type="submit" $block disabled={props.busy}>
        {props.busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </Form>
  );
}
