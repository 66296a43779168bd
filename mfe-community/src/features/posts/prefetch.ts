import { useAuthStore, type AuthState } from 'shared-ui';
import { prefetchPostsFeed } from './api/posts-feed-query';
import { readFeedFilters } from './lib/feed-filters';

/** Whether the visitor is signed in, as soon as the session is restored (before the profile is). */
function signedIn(): Promise<boolean> {
  const known = (s: AuthState) => (s.user ? true : s.initialized ? false : undefined);
  return new Promise((resolve) => {
    const now = known(useAuthStore.getState());
    if (now !== undefined) return resolve(now);
    const stop = useAuthStore.subscribe((s) => {
      const answer = known(s);
      if (answer === undefined) return;
      stop();
      resolve(answer);
    });
  });
}

/**
 * The feed's first page for the filters in the address bar, into the query cache (routes.tsx `preload`), once a
 * session is restored: the guard sends anyone else to sign in, and their read would only fill the cache.
 */
export async function prefetchFeed(): Promise<void> {
  if (await signedIn()) await prefetchPostsFeed(readFeedFilters(new URLSearchParams(window.location.search)));
}
