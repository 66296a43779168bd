import { queryClient } from './query-client';

/**
 * Resolves once the page's queries have all answered and none has started for `quietMs` (`noQueryMs` while none has
 * started at all: the page's code may still be loading). The shell's start-up waits for it before what the first
 * screen does not show (shell/src/first-screen.ts).
 */
export function whenQueriesQuiet(quietMs: number, noQueryMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    let seen = queryClient.getQueryCache().getAll().length > 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      if (queryClient.isFetching() > 0) {
        seen = true;
        return;
      }
      timer = setTimeout(
        () => {
          if (queryClient.isFetching() > 0) return;
          stop();
          resolve();
        },
        seen ? quietMs : noQueryMs,
      );
    };
    const stop = queryClient.getQueryCache().subscribe(check);
    check();
  });
}
