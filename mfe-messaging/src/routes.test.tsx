import { screen } from '@testing-library/react';
import { renderSection } from 'shared-ui/testing';
import MessagingRoutes from './routes';

test('the messaging section renders its page under /messages', async () => {
  renderSection('messaging', MessagingRoutes, '/messages/some-conversation');
  expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
});
