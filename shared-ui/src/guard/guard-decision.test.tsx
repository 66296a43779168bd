import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useAuthStore } from '../auth/auth-store';
import { onboardingStatusRow, profileRow } from '../testing/rows';
import { theme } from '../theme/theme';
import { guardDecision, type GuardOptions } from './guard-decision';
import { RouteGuard } from './RouteGuard';

const session = { access_token: 't', user: { id: 'user-1' } } as never;
const user = { id: 'user-1', email: 'jordan@example.com' } as never;
const profile = profileRow();
const done = onboardingStatusRow({ profile_completed: true, role_setup_completed: true, preferences_set: true, onboarding_completed: true });
const ready = { initialized: true, loading: false, session: null, user: null, profile: null, onboardingStatus: null, role: 'athlete' as const };
const onboarded = { ...ready, session, user, profile, onboardingStatus: done };

describe('guardDecision', () => {
  it('spins until auth is initialised, then while it loads', () => {
    expect(guardDecision({ ...ready, initialized: false }, {}, false)).toEqual({ kind: 'initializing', label: 'Initializing application...' });
    expect(guardDecision({ ...ready, loading: true }, {}, false)).toEqual({ kind: 'loading', label: 'Initializing authentication...' });
  });

  it('sends signed-out users to /auth by default, not when sign-in is optional', () => {
    expect(guardDecision(ready, {}, false)).toEqual({ kind: 'redirect', to: '/auth' });
    expect(guardDecision(ready, { requireAuth: false }, false)).toEqual({ kind: 'render' });
  });

  it('sends signed-in users who need onboarding to /onboarding by default', () => {
    const signedIn = { ...ready, session, user };
    expect(guardDecision(signedIn, {}, false)).toEqual({ kind: 'redirect', to: '/onboarding' });
    expect(guardDecision({ ...signedIn, profile, onboardingStatus: { ...done, onboarding_completed: false } }, {}, false)).toEqual({ kind: 'redirect', to: '/onboarding' });
    expect(guardDecision(signedIn, { requireOnboarding: false }, false)).toEqual({ kind: 'render' });
    expect(guardDecision(signedIn, {}, true)).toEqual({ kind: 'render' });
    expect(guardDecision(onboarded, {}, false)).toEqual({ kind: 'render' });
  });

  it('waits for the user\'s own role before a role check (the store holds the default meanwhile)', () => {
    expect(guardDecision({ ...onboarded, role: 'athlete', roleKnown: false }, { roles: ['brand', 'agency'] }, false)).toEqual({ kind: 'loading', label: 'Initializing authentication...' });
    expect(guardDecision({ ...onboarded, role: 'brand', roleKnown: true }, { roles: ['brand', 'agency'] }, false)).toEqual({ kind: 'render' });
    // pages without a role check do not wait
    expect(guardDecision({ ...onboarded, roleKnown: false }, {}, false)).toEqual({ kind: 'render' });
  });

  it('sends a user whose role is not listed to their own dashboard', () => {
    expect(guardDecision({ ...onboarded, role: 'brand' }, { roles: ['brand', 'agency'] }, false)).toEqual({ kind: 'render' });
    expect(guardDecision({ ...onboarded, role: 'creator' }, { roles: ['brand', 'agency'] }, false)).toEqual({ kind: 'redirect', to: '/creator-dashboard' });
    expect(guardDecision({ ...ready, role: 'creator' }, { roles: ['brand'] }, false)).toEqual({ kind: 'redirect', to: '/auth' });
  });
});

describe('RouteGuard', () => {
  const renderAt = (options: GuardOptions = {}) =>
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/deals']}>
          <Routes>
            <Route path="/deals" element={<RouteGuard {...options}><p>deals page</p></RouteGuard>} />
            <Route path="/auth" element={<p>auth page</p>} />
            <Route path="/onboarding" element={<p>onboarding page</p>} />
            <Route path="/creator-dashboard" element={<p>creator dashboard</p>} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>,
    );

  beforeEach(() => localStorage.clear());

  it('spins while the shared auth store initialises', () => {
    useAuthStore.setState({ ...ready, initialized: false, loading: true });
    renderAt();
    expect(screen.getByText('Initializing application...')).toBeInTheDocument();
    expect(screen.queryByText('deals page')).toBeNull();
  });

  it('sends a signed-out visitor to the auth page instead of the page', () => {
    useAuthStore.setState({ ...ready });
    renderAt();
    expect(screen.getByText('auth page')).toBeInTheDocument();
    expect(screen.queryByText('deals page')).toBeNull();
  });

  it('renders the page for a signed-in, onboarded user', () => {
    useAuthStore.setState(onboarded);
    renderAt();
    expect(screen.getByText('deals page')).toBeInTheDocument();
  });

  it('keeps a role it does not list out', () => {
    useAuthStore.setState({ ...onboarded, role: 'creator', roleKnown: true });
    renderAt({ roles: ['brand'] });
    expect(screen.getByText('creator dashboard')).toBeInTheDocument();
    expect(screen.queryByText('deals page')).toBeNull();
  });
});
