import { useRef, useState, type KeyboardEvent } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Page, SIGN_UP_ROLES, SIGN_UP_REDIRECT_DELAY_MS, Spinner, toast, useAuthStore, type SignUpRole } from 'shared-ui';
import { ExternalSignIn } from '../components/ExternalSignIn';
import { ResetRequestForm } from '../components/ResetRequestForm';
import { SignInForm } from '../components/SignInForm';
import { SignUpForm } from '../components/SignUpForm';

type View = 'signin' | 'signup' | 'reset';

const Wrap = styled(Page)`
  max-width: 30rem;
  h1 { margin: 0 0 0.25rem; font-size: 1.75rem; }
  h2 { margin: 0 0 1rem; font-size: 1.25rem; }
`;
const Lead = styled.p`
  margin: 0 0 1.5rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
const TabList = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.25rem;
  padding: 0.25rem;
  margin-bottom: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  button {
    font: inherit;
    font-weight: 600;
    padding: 0.5rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: ${({ theme }) => theme.color.textMuted};
    cursor: pointer;
  }
  button[aria-selected='true'] { background: ${({ theme }) => theme.color.surface}; color: ${({ theme }) => theme.color.text}; }
  button:focus-visible { outline: 2px solid ${({ theme }) => theme.color.focus}; }
`;
const Stack = styled.div`
  display: grid;
  gap: 1rem;
`;

/** Where a page that sent the visitor here (state.from) asked to return; only same-site paths. */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/auth') ? from : null;
}

const isSignUpRole = (v: string | null): v is SignUpRole => !!v && (SIGN_UP_ROLES as readonly string[]).includes(v);

function initialView(mode: string | null): View {
  return mode === 'signup' ? 'signup' : mode === 'reset' ? 'reset' : 'signin';
}

export default function AuthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const initialized = useAuthStore((s) => s.initialized);
  const user = useAuthStore((s) => s.user);
  const [view, setView] = useState<View>(() => initialView(params.get('mode')));
  const [email, setEmail] = useState('');
  const [formKey, setFormKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const roleParam = params.get('role');
  const initialRole: SignUpRole = isSignUpRole(roleParam) ? roleParam : 'athlete';

  if (!initialized) return <Spinner label="Loading..." fullScreen />;
  // Already signed in (and not in the middle of this page's own sign-in / sign-up): go to the dashboard.
  if (user && !busy) return <Navigate to="/dashboard" replace />;

  const goTo = (next: View, withEmail?: string) => {
    if (withEmail !== undefined) setEmail(withEmail);
    setFormKey((k) => k + 1);
    setView(next);
  };
  const onSignedIn = () => {
    toast.success('Welcome back! 🎉');
    navigate(returnPath(location.state) ?? '/', { replace: true });
  };
  const onSignedUp = () => {
    setTimeout(() => navigate('/explore', { replace: true }), SIGN_UP_REDIRECT_DELAY_MS);
  };
  const tabOrder: View[] = ['signin', 'signup'];
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? 1 : (index + 1) % 2;
    goTo(tabOrder[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <Wrap>
      <h1>{view === 'signup' ? 'Create your Pitchside account' : 'Welcome to Pitchside'}</h1>
      <Lead>Sponsorship deals for athletes, creators, brands and agencies.</Lead>
      <Card>
        {view === 'reset' ? (
          <Stack>
            <h2>Reset Password</h2>
            <ResetRequestForm key={formKey} initialEmail={email} onBack={() => goTo('signin')} />
          </Stack>
        ) : (
          <>
            <TabList role="tablist" aria-label="Sign in or sign up">
              {tabOrder.map((t, i) => (
                <button
                  key={t}
                  ref={(el) => {
                    tabs.current[i] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`auth-tab-${t}`}
                  aria-selected={view === t}
                  aria-controls={`auth-panel-${t}`}
                  tabIndex={view === t ? 0 : -1}
                  onClick={() => view !== t && goTo(t)}
                  onKeyDown={(e) => onTabKey(e, i)}
                >
                  {t === 'signin' ? 'Sign In' : 'Sign Up'}
                </button>
              ))}
            </TabList>
            <Stack role="tabpanel" id={`auth-panel-${view}`} aria-labelledby={`auth-tab-${view}`}>
              {view === 'signin' ? (
                <SignInForm key={formKey} initialEmail={email} busy={busy} setBusy={setBusy} onSignedIn={onSignedIn} onForgot={() => goTo('reset')} />
              ) : (
                <SignUpForm
                  key={formKey}
                  initialRole={initialRole}
                  busy={busy}
                  setBusy={setBusy}
                  onGoToSignIn={(address) => goTo('signin', address)}
                  onSignedUp={onSignedUp}
                />
              )}
              <ExternalSignIn busy={busy} setBusy={setBusy} onSignedIn={onSignedIn} />
            </Stack>
          </>
        )}
      </Card>
    </Wrap>
  );
}
