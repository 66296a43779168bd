import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import * as sharedUi from 'shared-ui';
import { theme, Toaster, useAuthStore, useToastStore } from 'shared-ui';
import AuthPage from './AuthPage';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  signUpWithEmail: jest.fn(),
  signInWithEmail: jest.fn(),
  resendConfirmation: jest.fn(),
  getRuntimeConfig: () => ({ environment: 'local' }),
}));
const mocked = sharedUi as jest.Mocked<typeof sharedUi>;

function renderAt(path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="/" element={<p>home</p>} />
          <Route path="/dashboard" element={<p>dashboard</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </ThemeProvider>,
  );
}

async function fillSignUp(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Jo Tester');
  await user.type(screen.getByLabelText('Email'), 'jo@example.com');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'longenough1');
  await user.type(screen.getByLabelText('Confirm Password', { exact: true }), 'longenough1');
  await user.click(screen.getByLabelText('I agree to the terms and conditions'));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

beforeEach(() => {
  jest.clearAllMocks();
  useToastStore.setState({ toasts: [] });
  useAuthStore.setState({ initialized: true, loading: false, user: null, session: null, profile: null, onboardingStatus: null });
});

test('a sign-up that needs email verification says so (with the spam hint) and continues on Sign In', async () => {
  mocked.signUpWithEmail.mockResolvedValue({ needsVerification: true });
  const user = userEvent.setup();
  renderAt('/auth?mode=signup&role=agency');
  expect(screen.getByLabelText('I am a')).toHaveValue('agency');
  await fillSignUp(user);
  expect(mocked.signUpWithEmail).toHaveBeenCalledWith({ email: 'jo@example.com', password: 'longenough1', fullName: 'Jo Tester', role: 'agency' });
  expect(await screen.findByText('Account created! Please check your email to verify your account.')).toBeInTheDocument();
  expect(screen.getByText(/spam/)).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByLabelText('Email')).toHaveValue('jo@example.com');
});

test('an unexpected sign-up failure shows the generic message', async () => {
  mocked.signUpWithEmail.mockRejectedValue(new TypeError('Failed to fetch'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderAt('/auth?mode=signup');
  await fillSignUp(user);
  expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
});

test('an unconfirmed email offers Resend Email', async () => {
  mocked.signInWithEmail.mockRejectedValue(Object.assign(new Error('Email not confirmed'), { __isAuthError: true, status: 400, code: 'email_not_confirmed' }));
  mocked.resendConfirmation.mockResolvedValue();
  const user = userEvent.setup();
  renderAt('/auth');
  await user.type(screen.getByLabelText('Email'), 'jo@example.com');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'longenough1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  const item = (await screen.findByText('Please verify your email before signing in.')).closest('li')!;
  await user.click(within(item).getByRole('button', { name: 'Resend Email' }));
  expect(mocked.resendConfirmation).toHaveBeenCalledWith('jo@example.com');
  expect(await screen.findByText('Confirmation email resent! Check your inbox.')).toBeInTheDocument();
});

test('too many attempts, then a good sign-in says Welcome back and goes to /', async () => {
  mocked.signInWithEmail.mockRejectedValueOnce(Object.assign(new Error('Too many requests'), { __isAuthError: true, status: 429 }));
  mocked.signInWithEmail.mockResolvedValueOnce();
  const user = userEvent.setup();
  renderAt('/auth');
  await user.type(screen.getByLabelText('Email'), 'jo@example.com');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'longenough1');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Too many login attempts. Please wait a few minutes and try again.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Welcome back! 🎉')).toBeInTheDocument();
  expect(await screen.findByText('home')).toBeInTheDocument();
});

test('an already signed-in user is sent to the dashboard; a spinner shows until auth is ready', () => {
  useAuthStore.setState({ initialized: false });
  const view = renderAt('/auth');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  view.unmount();
  act(() => useAuthStore.setState({ initialized: true, user: { id: 'u1' } as never }));
  renderAt('/auth');
  expect(screen.getByText('dashboard')).toBeInTheDocument();
});
