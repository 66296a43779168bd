import type { Provider } from '@supabase/supabase-js';
import styled from 'styled-components';
import { Button, getRuntimeConfig, isLocalHost, showFailureToast, signInAsDemo, signInWithProvider } from 'shared-ui';
import { showSignInError } from './SignInForm';
import { Divider, Muted } from './styles';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 0.5rem;
`;

const PROVIDERS: { id: Provider; label: string }[] = [
  { id: 'google', label: 'Continue with Google' },
  { id: 'github', label: 'Continue with GitHub' },
];

const DEMO_ROLES = ['athlete', 'creator', 'brand', 'agency', 'admin'] as const;

function showDemo(): boolean {
  try {
    return getRuntimeConfig().environment !== 'production' || isLocalHost();
  } catch {
    return isLocalHost();
  }
}

export function ExternalSignIn({ busy, setBusy, onSignedIn }: { busy: boolean; setBusy: (b: boolean) => void; onSignedIn: () => void }) {
  return (
    <>
      <Divider>or</Divider>
      <Row>
        {PROVIDERS.map((p) => (
          <Button
            key={p.id}
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() =>
              void signInWithProvider(p.id).catch((e: unknown) => showFailureToast('external-sign-in', e))
            }
          >
            {p.label}
          </Button>
        ))}
      </Row>
      {showDemo() ? (
        <details>
          <summary>Try a demo account</summary>
          <Muted style={{ margin: '0.5rem 0' }}>Seeded accounts of the local stack (password Pitchside123!).</Muted>
          <Row>
            {DEMO_ROLES.map((role) => (
              <Button
                key={role}
                type="button"
                $variant="ghost"
                $size="sm"
                disabled={busy}
                onClick={async () => {
                  setBusy(true);
                  try {
                    await signInAsDemo(role);
                    onSignedIn();
                  } catch (e) {
                    setBusy(false);
                    showSignInError(e, `${role}@pitchside.dev`);
                  }
                }}
              >
                Demo {role}
              </Button>
            ))}
          </Row>
        </details>
      ) : null}
    </>
  );
}
