import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { ToastArea } from './ToastArea';
import { toast, useToastStore } from './toast-store';

afterEach(() => useToastStore.setState({ toasts: [] }));

function renderArea() {
  return render(
    <ThemeProvider theme={theme}>
      <ToastArea />
    </ThemeProvider>,
  );
}

it('renders no toast area until there is a toast', () => {
  const { container } = renderArea();
  expect(container).toBeEmptyDOMElement();
  expect(screen.queryByRole('region', { name: 'Notifications alt+T' })).not.toBeInTheDocument();
});

it('shows the first toast once the area has loaded, with its role', async () => {
  renderArea();
  act(() => {
    toast.error('Error signing out');
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Error signing out');
  expect(screen.getByRole('region', { name: 'Notifications alt+T' })).toBeInTheDocument();
});

it('leaves the page once the last toast is dismissed', async () => {
  const { container } = renderArea();
  act(() => {
    toast.success('Signed out successfully!');
  });
  await screen.findByRole('status');
  act(() => {
    screen.getByRole('button', { name: 'Close notification' }).click();
  });
  expect(container).toBeEmptyDOMElement();
});
