import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme, useAuthStore } from 'shared-ui';
import { createQueryClient, renderSection } from 'shared-ui/testing';
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

/** The section mounted at another shell path (the shell's route table names it, and guards it). */
function renderAt(basePath: string, path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <MarketplaceRoutes basePath={basePath} />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

test('mounted at /ai-scoring, it is AI Deal Scoring', async () => {
  renderAt('/ai-scoring', '/ai-scoring');
  expect(await screen.findByRole('heading', { level: 1, name: 'AI Deal Scoring' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'How the score is made' })).toBeInTheDocument();
});

test("mounted at /ai-tools, it is the AI Tools page's Deal analysis tool", async () => {
  renderAt('/ai-tools', '/ai-tools?tool=analysis');
  expect(await screen.findByRole('button', { name: 'Analyse deal' })).toBeInTheDocument();
  expect(screen.getByLabelText('Deal link or id')).toBeInTheDocument();
});
