import { use, type ComponentType } from 'react';

let retryToken = 0;

/** Lets pages whose chunk failed to load try again on their next render (the error screen's Try Again, a new path). */
export function retryFailedPages(): void {
  retryToken += 1;
}

/**
 * A lazily loaded page. Unlike React.lazy it does not keep a failed import forever: after
 * retryFailedPages() the next render fetches the chunk again. Until then the failure is rethrown, so the
 * error screen stays instead of the page spinning on endless retries.
 */
export type LazyPage<P extends object> = ComponentType<P> & {
  /** Loads the chunk now, so a first render does not suspend (a pre-rendered page's hand-over). */
  preload: () => Promise<void>;
};

export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  let failure: { error: unknown; token: number } | null = null;

  const start = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        failure = { error, token: retryToken };
      },
    ));

  function LazyPage(props: P) {
    if (failure && failure.token !== retryToken) {
      failure = null;
      pending = null;
    }
    if (failure) throw failure.error;
    if (!loaded) {
      use(start());
      if (failure) throw (failure as { error: unknown }).error;
    }
    const Loaded = loaded!;
    return <Loaded {...props} />;
  }
  return Object.assign(LazyPage, { preload: start });
}
