import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPage, retryFailedPages } from './lazy-page';

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed</p> : this.props.children;
  }
}

describe('lazyPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the failure once (no retry loop) and loads again after retryFailedPages()', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: () => <p>page</p> });
    const Page = lazyPage(load);
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(
        <Boundary>
          <Suspense fallback={<p>loading</p>}>
            <Page />
          </Suspense>
        </Boundary>,
      );
    });
    expect(screen.getByText('failed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    retryFailedPages();
    view.unmount();
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>,
      );
    });
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
