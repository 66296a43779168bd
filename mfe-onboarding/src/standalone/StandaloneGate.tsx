import { useState, type ComponentType } from 'react';
import { Button, Card, Page, PageHeader, signInWithEmail, Spinner, TextField, useAuthStore, type SectionRoutesProps } from 'shared-ui';
import { showMappedFailure } from 'shared-ui/failure-messages';

/**
 * The standalone harness has no auth page (the shell owns it): a signed-out visitor signs in here, on the
 * section's own origin, and then sees the wizard exactly as in the shell.
 */
export function withStandaloneSignIn(Section: ComponentType<SectionRoutesProps>) {
  return function StandaloneSection(props: SectionRoutesProps) {
    const initialized = useAuthStore((s) => s.initialized);
    const user = useAuthStore((s) => s.user);
    const [email, setEmail] = useState('');
    const [password, setPassword] = useState('');
    if (!initialized) return <Spinner label="Loading your profile..." />;
    if (user) return <Section {...props} />;
    return (
      <Page style={{ maxWidth: '28rem' }}>
        <PageHeader title="Sign in to try the onboarding wizard" description="Standalone harness: use a local account, e.g. a new sign-up from the shell." />
        <Card>
          <form
            style={{ display: 'grid', gap: '1rem' }}
            onSubmit={(e) => {
              e.preventDefault();
              void signInWithEmail(email, password).catch((error: unknown) => showMappedFailure('sign-in', error));
            }}
          >
            <TextField id="harness-email" label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            <TextField id="harness-password" label="Password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
            <Button type="submit">Sign In</Button>
          </form>
        </Card>
      </Page>
    );
  };
}
