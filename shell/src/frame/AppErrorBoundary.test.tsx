import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme, useToastStore } from 'shared-ui';
import { AppErrorBoundary, CACHE_CLEAR_RELOAD_MS } from './AppErrorBoundary';

let failing = true;
function Page() {
  if (failing) throw new Error('render failed');
  return <p>page content</p>;
}

describe('AppErrorBoundary', () => {
  beforeEach(() => {
    failing = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    useToastStore.getState().dismiss();
  });
  afterEach(() => jest.restoreAllMocks());

  const setup = () => {
    const actions = { reload: jest.fn(), goHome: jest.fn(), schedule: jest.fn() };
    render(
      <ThemeProvider theme={theme}>
        <AppErrorBoundary actions={actions}>
          <Page />
        </AppErrorBoundary>
      </ThemeProvider>,
    );
    return actions;
  };

  it('shows the error screen with its four buttons; Try Again renders the page again', () => {
    const actions = setup();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(actions.reload).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(actions.goHome).toHaveBeenCalled();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('Clear Cache & Reload clears both storages but keeps the session, confirms and reloads after 1 s', () => {
    localStorage.setItem('a', '1');
    localStorage.setItem('sb-local-auth-token', 'session');
    sessionStorage.setItem('b', '2');
    const actions = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Cache & Reload' }));
    expect(localStorage.length + sessionStorage.length).toBe(1);
    expect(localStorage.getItem('sb-local-auth-token')).toBe('session');
    expect(useToastStore.getState().toasts[0]).toMatchObject({ type: 'success', title: 'Cache cleared successfully' });
    expect(actions.schedule).toHaveBeenCalledWith(actions.reload, CACHE_CLEAR_RELOAD_MS);
    expect(CACHE_CLEAR_RELOAD_MS).toBe(1000);
  });

  it('says Failed to clear cache when storage refuses', () => {
    const actions = setup();
    jest.spyOn(Storage.prototype, 'clear').mockImplementation(() => {
      throw new Error('denied');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear Cache & Reload' }));
    expect(useToastStore.getState().toasts[0]).toMatchObject({ type: 'error', title: 'Failed to clear cache' });
    expect(actions.schedule).not.toHaveBeenCalled();
  });
});
