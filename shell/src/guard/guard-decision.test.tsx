import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme, useAuthStore, type OnboardingStatus, type Profile } from 'shared-ui';
import { guardDecision } from './guard-decision';
import { RouteGuard } from './RouteGuard';

const session = { access_token: 't', user: { id: 'u1' } } as never;
const user = { id: 'u1', email: 'a@b.c' } as never;
const profile: Profile = { id: 'p', user_id: 'u1', full_name: 'Jordan', email: 'a@b.c', role: 'athlete', bio: 'Sprinter', avatar_url: null };
const done: OnboardingStatus = { user_id: 'u1', profile_completed: true, role_setup_completed: true, preferences_set: true, onboarding_completed: true };
const ready = { initialized: true, loading: false, session: null, user: null, profile: null, onboardingStatus: null };

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
    expect(guardDecision({ ...signedIn, profile, onboardingStatus: done }, {}, false)).toEqual({ kind: 'render' });
  });
});

describe('RouteGuard', () => {
  const renderAt = () =>
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/deals']}>
          <Routes>
            <Route path="/deals" element={<RouteGuard><p>deals page</p></RouteGuard>} />
            <Route path="/auth" element={<p>auth page</p>} />
            <Route path="/onboarding" element={<p>onboarding page</p>} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>,
    );

  it('reads the shared auth store', () => {
    useAuthStore.setState({ ...ready, initialized: false, loading: true });
    const view = renderAt();
    expect(screen.getByText('Initializing application...')).toBeInTheDocument();
    view.unmount();

    useAuthStore.setState({ ...ready });
    renderAt().unmount();
    expect(screen.queryByText('deals page')).toBeNull();
    useAuthStore.setState({ ...ready });
    renderAt();
    expect(screen.getByText('auth page')).toBeInTheDocument();
  });

  it('renders the page for a signed-in, onboarded user', () => {
    useAuthStore.setState({ ...ready, session, user, profile, onboardingStatus: done });
    renderAt();
    expect(screen.getByText('deals page')).toBeInTheDocument();
  });
});
