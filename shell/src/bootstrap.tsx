import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initAuth, loadRuntimeConfig } from 'shared-ui';
import { App } from './App';
import { whenIdle } from './idle';
import { remoteRegistry } from './remotes/remote-registry';
import { MARKETING_PATHS } from './route-table';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// A transition lets React render the first screen in small slices, so the main thread stays responsive
// (no long task) while a large page renders on a slow phone.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

/**
 * Run-time config, the section registry and the shared auth store (session, profile, role, onboarding
 * status; supabase-js loads lazily). The page renders without them, and whatever needs one loads it on
 * first use. On the marketing pages they start once the browser is idle, so none of them competes
 * with the first paint; everywhere else (guarded pages wait for auth) they start at once.
 */
function startPlatform() {
  loadRuntimeConfig().catch((error: unknown) =>
    console.error('[pitchside] /config.json could not be loaded; backend features are unavailable.', error),
  );
  void remoteRegistry.init();
  void initAuth();
}
if (MARKETING_PATHS.has(window.location.pathname)) whenIdle(startPlatform, 1500);
else startPlatform();
