import { screen } from '@testing-library/react';
import { useAuthStore } from 'shared-ui';
import { renderSection } from 'shared-ui/testing';
import CommunityRoutes from './routes';

const signedIn = {
  initialized: true,
  loading: false,
  session: null,
  user: { id: 'user-1' },
  profile: { user_id: 'user-1', role: 'brand' },
  onboardingStatus: null,
} as unknown as Parameters<typeof useAuthStore.setState>[0];

let realFetch: typeof fetch;
beforeEach(() => {
  useAuthStore.setState(signedIn);
  // the backend never answers here: the pages show while their data loads
  realFetch = globalThis.fetch;
  globalThis.fetch = (() => new Promise(() => undefined)) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

test('/community shows the feed and the events side by side while they load; a brand may create events', async () => {
  renderSection('community', CommunityRoutes);
  expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Latest posts' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Upcoming events' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create Post' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create Event' })).toBeInTheDocument();
  expect(screen.getByRole('search', { name: 'Post filters' })).toBeInTheDocument();
});

test('/community/thread/<id> is the thread page', async () => {
  renderSection('community', CommunityRoutes, '/community/thread/30000000-0000-4000-8000-000000000001');
  expect(await screen.findByText('Loading thread...')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Back to Community' })).toHaveAttribute('href', '/community');
});
