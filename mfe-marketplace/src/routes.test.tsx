import { screen } from '@testing-library/react';
import { useAuthStore } from 'shared-ui';
import { renderSection } from 'shared-ui/testing';
import MarketplaceRoutes from './routes';

const signedOut = { initialized: true, loading: false, session: null, user: null, profile: null, onboardingStatus: null };

beforeEach(() => useAuthStore.setState(signedOut));

test('the marketplace is open to a signed-out visitor', async () => {
  // the backend never answers here: the page shows while its deals load
  const realFetch = globalThis.fetch;
  globalThis.fetch = (() => new Promise(() => undefined)) as typeof fetch;
  renderSection('marketplace', MarketplaceRoutes);
  expect(await screen.findByRole('heading', { level: 1, name: 'Deal Marketplace' })).toBeInTheDocument();
  expect(screen.getByText('Loading deals...')).toBeInTheDocument();
  globalThis.fetch = realFetch;
});

test.each(['/marketplace/applications', '/marketplace/apply/deal-1'])('%s sends a signed-out visitor to sign in', async (path) => {
  renderSection('marketplace', MarketplaceRoutes, path);
  expect(await screen.findByText('auth page')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Deal Marketplace' })).toBeNull();
});

test("/marketplace/deals/<id> (a deal alert's link) opens that deal's details over the list", async () => {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (() => new Promise(() => undefined)) as typeof fetch;
  renderSection('marketplace', MarketplaceRoutes, '/marketplace/deals/deal-1');
  expect(await screen.findByRole('dialog', { name: 'Loading deal' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Deal Marketplace' })).toBeInTheDocument();
  globalThis.fetch = realFetch;
});
