import { Component, Suspense, type ReactNode } from 'react';

/**
 * Where a lazily loaded header widget renders: nothing while its chunk loads, and nothing (rather than the
 * app's error screen) if the chunk cannot be fetched; the rest of the header keeps working.
 */
export class HeaderSlot extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[pitchside] a header widget could not be loaded', error);
  }

  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
