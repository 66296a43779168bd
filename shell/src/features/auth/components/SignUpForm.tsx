import { Link } from 'react-router-dom';
import { Button, Checkbox, SelectField, showFailureToast, SIGN_UP_ROLE_LABELS, SIGN_UP_ROLES, type SignUpRole, signUpWithEmail, submitWith, TextField, toast, useFormState } from 'shared-ui';
import { showMappedFailure } from 'shared-ui/failure-messages';
import { SIGN_UP_DEFAULTS, signUpSchema } from '../schemas';
import { PasswordInput } from './PasswordInput';
import { Form } from './styles';

const isAuthError = (e: unknown) => !!e && typeof e === 'object' && ('__isAuthError' in e || 'status' in e || 'code' in e);

export function SignUpForm(props: {
  initialRole: SignUpRole;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** The account needs email verification, or already exists: continue on the Sign In tab. */
  onGoToSignIn: (email: string) => void;
  onSignedUp: () => void;
}) {
  const form = useFormState({ ...SIGN_UP_DEFAULTS, role: props.initialRole });
  const submit = async () => {
    const data = form.check(signUpSchema);
    if (!data) return;
    props.setBusy(true);
    try {
      const { needsVerification } = await signUpWithEmail({ email: data.email, password: data.password, fullName: data.fullName, role: data.role });
      if (needsVerification) {
        props.setBusy(false);
        toast.success('Account created! Please check your email to verify your account.', {
          description: "Can't find it? Check your spam folder.",
          duration: 8000,
        });
        props.onGoToSignIn(data.email);
        return;
      }
      toast.success('Account created successfully!');
      props.onSignedUp();
    } catch (error) {
      props.setBusy(false);
      if (!isAuthError(error)) {
        console.error('[auth] sign-up failed', error);
        showFailureToast('sign-up');
        return;
      }
      showMappedFailure('create-account', error, { actions: { 'sign-in': () => props.onGoToSignIn(data.email) } });
    }
  };
  return (
    <Form
      noValidate
      aria-label="Sign up"
      onSubmit={submitWith(submit)}
    >
      <TextField id="signup-fullname" label="Full Name" autoComplete="name" value={form.values.fullName} error={form.errors.fullName} onChange={(e) => form.setField('fullName', e.target.value)} />
      <TextField id="signup-email" label="Email" type="email" autoComplete="email" value={form.values.email} error={form.errors.email} onChange={(e) => form.setField('email', e.target.value)} />
      <PasswordInput id="signup-password" label="Password" autoComplete="new-password" value={form.values.password} error={form.errors.password} onChange={(v) => form.setField('password', v)} />
      <PasswordInput
        id="signup-confirm-password"
        label="Confirm Password"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        error={form.errors.confirmPassword}
        onChange={(v) => form.setField('confirmPassword', v)}
      />
      <SelectField
        id="signup-role"
        label="I am a"
        value={form.values.role}
        options={SIGN_UP_ROLES.map((r) => ({ value: r, label: SIGN_UP_ROLE_LABELS[r] }))}
        onChange={(e) => form.setField('role', e.target.value as SignUpRole)}
      />
      <div>
        <Checkbox
          id="signup-terms"
          label="I agree to the terms and conditions"
          checked={form.values.agreeToTerms}
          error={form.errors.agreeToTerms}
          onChange={(v) => form.setField('agreeToTerms', v)}
        />
        <p style={{ margin: '0.25rem 0 0', fontSize: '0.8125rem' }}>
          Read the <Link to="/terms">terms</Link> and the <Link to="/privacy">privacy policy</Link>.
        </p>
      </div>
      <Button type="submit" $block disabled={props.busy}>
        {props.busy ? 'Creating account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
