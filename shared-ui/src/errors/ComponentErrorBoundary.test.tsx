import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { ComponentErrorBoundary } from './ComponentErrorBoundary';

function Thrower({ fail }: { fail: () => boolean }) {
  if (fail()) throw new Error('remote unavailable');
  return <p>section content</p>;
}

describe('ComponentErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps counting across retries, calls onRetry, and recovers when the child stops throwing', () => {
    let failing = true;
    const onRetry = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <ComponentErrorBoundary onRetry={onRetry}>
          <Thrower fail={() => failing} />
        </ComponentErrorBoundary>
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Component Error: remote unavailable');
    expect(screen.queryByText(/Error occurred/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Error occurred 2 times')).toBeInTheDocument();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('section content')).toBeInTheDocument();
  });

  it('stops offering Retry at the third error', () => {
    render(
      <ThemeProvider theme={theme}>
        <ComponentErrorBoundary>
          <Thrower fail={() => true} />
        </ComponentErrorBoundary>
      </ThemeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Error occurred 3 times')).toBeInTheDocument();
    expect(screen.getByText('Please refresh the page if this issue persists')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
