import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { errorPanelView } from './error-panel-rules';

const Panel = styled.div`
  margin: 1.5rem auto;
  max-width: 40rem;
  padding: 1.25rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  p { margin: 0.25rem 0; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9375rem;
`;

export interface ComponentErrorBoundaryProps {
  children: ReactNode;
  /** Called by Retry before the children render again (e.g. to reload a remote). */
  onRetry?: () => void;
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: unknown;
  hasError: boolean;
  count: number;
}

/** The spec's inline component error panel; counts errors across retries of the same boundary. */
export class ComponentErrorBoundary extends Component<ComponentErrorBoundaryProps, State> {
  override state: State = { error: null, hasError: false, count: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState((s) => ({ count: s.count + 1 }));
    this.props.onError?.(error, info);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null, hasError: false });
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    const view = errorPanelView(this.state.error, Math.max(1, this.state.count));
    return (
      <Panel role="alert">
        <p>
          <strong>{view.message}</strong>
        </p>
        {view.countLabel ? <Muted>{view.countLabel}</Muted> : null}
        {view.refreshHint ? <Muted>{view.refreshHint}</Muted> : null}
        {view.canRetry ? (
          <Button type="button" $size="sm" onClick={this.retry} style={{ marginTop: '0.75rem' }}>
            Retry
          </Button>
        ) : null}
      </Panel>
    );
  }
}
