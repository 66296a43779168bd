import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, clearCache, showFailureToast, toast } from 'shared-ui';

export const CACHE_CLEAR_RELOAD_MS = 1000;

const Screen = styled.main`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: 3rem 1rem;
`;

const Panel = styled.div`
  width: min(36rem, 100%);
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 2rem 1.5rem;
  h1 { margin: 0 0 0.5rem; font-size: 1.75rem; }
  p { color: ${({ theme }) => theme.color.textMuted}; margin: 0 0 1.5rem; }
  code { display: block; margin: -0.75rem 0 1.5rem; font-size: 0.8125rem; color: ${({ theme }) => theme.color.textMuted}; word-break: break-word; }
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 0.75rem;
`;

export interface ErrorScreenActions {
  reload: () => void;
  goHome: () => void;
  schedule: (fn: () => void, ms: number) => void;
}

const browserActions: ErrorScreenActions = {
  reload: () => window.location.reload(),
  goHome: () => window.location.assign('/'),
  schedule: (fn, ms) => void setTimeout(fn, ms),
};

/** Clear Cache & Reload: clears the cache (see clearCache), confirms, reloads after 1 s. */
export function clearCacheAndReload(actions: ErrorScreenActions = browserActions): void {
  try {
    clearCache();
    toast.success('Cache cleared successfully');
    actions.schedule(actions.reload, CACHE_CLEAR_RELOAD_MS);
  } catch {
    showFailureToast('clear-cache');
  }
}

interface Props {
  children: ReactNode;
  actions?: ErrorScreenActions;
  /** When this changes (the path), a shown error screen resets. */
  resetKey?: string;
  /** Runs before the children render again (Try Again or a new resetKey). */
  onReset?: () => void;
}

/** The app-level error screen: 'Something went wrong' with its four ways out. */
export class AppErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[pitchside] app error', error, info.componentStack);
  }

  override componentDidUpdate(prev: Props) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.reset();
  }

  private reset() {
    this.props.onReset?.();
    this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const actions = this.props.actions ?? browserActions;
    const message = this.state.error instanceof Error ? this.state.error.message : '';
    return (
      <Screen>
        <Panel role="alert">
          <h1>Something went wrong</h1>
          <p>An unexpected error stopped this page. You can try again, reload, or start over from the home page.</p>
          {message ? <code>{message}</code> : null}
          <Buttons>
            <Button type="button" onClick={() => this.reset()}>Try Again</Button>
            <Button type="button" $variant="secondary" onClick={() => actions.reload()}>Refresh Page</Button>
            <Button type="button" $variant="secondary" onClick={() => clearCacheAndReload(actions)}>Clear Cache &amp; Reload</Button>
            <Button type="button" $variant="ghost" onClick={() => actions.goHome()}>Go to Home</Button>
          </Buttons>
        </Panel>
      </Screen>
    );
  }
}
