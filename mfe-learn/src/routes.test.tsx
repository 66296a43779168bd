import { screen } from '@testing-library/react';
import { renderSection } from 'shared-ui/testing';
import LearnRoutes from './routes';

test('the learning section renders the hub under /learn', async () => {
  renderSection('learn', LearnRoutes);
  expect(await screen.findByRole('heading', { level: 1, name: 'Learning Hub' })).toBeInTheDocument();
});
