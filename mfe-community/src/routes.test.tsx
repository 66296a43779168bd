import { screen } from '@testing-library/react';
import { renderSection } from 'shared-ui/testing';
import CommunityRoutes from './routes';

test('the community section renders its page under /community, with posts and events', async () => {
  renderSection('community', CommunityRoutes);
  expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Latest posts' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Upcoming events' })).toBeInTheDocument();
});
