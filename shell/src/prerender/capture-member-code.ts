import { loadRuntimeConfig, preloadAuth, roleLandingPath } from 'shared-ui';
import { preloadPage } from '../routes';

/**
 * A signed-in frame's capture (bootstrap.tsx) loads, without starting it, the code a member's visit needs next,
 * which a capture without a session would not: the frame then preloads it with the app's first scripts
 * (infra/local/src/stack/prerender.ts) rather than once they have run. The auth client and the config's validator
 * (config.json never answers here), /dashboard's role dashboard, and `more` (the first screen's data prefetch code,
 * what the section's `preload` loads). Its own chunk, so none of this is in the shell's first load; the prerender
 * step leaves the chunk itself out of the frame's preloads.
 */
export function loadMemberCode(more: unknown[]): Promise<unknown> {
  return Promise.all([preloadAuth(), loadRuntimeConfig(), window.location.pathname === '/dashboard' && preloadPage(roleLandingPath('athlete'), true), ...more]);
}
