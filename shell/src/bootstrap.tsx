import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initAuth, loadRuntimeConfig } from 'shared-ui';
import { App } from './App';
import { whenIdle } from './idle';
import { remoteRegistry } from './remotes/remote-registry';

void remoteRegistry.init();

/** Public pages that render without auth; see below. */
const PUBLIC_FIRST_PAINT = new Set(['/', '/home', '/about', '/services', '/pricing', '/faq', '/privacy', '/terms', '/sitemap', '/athlete-info', '/creator-info', '/brand-info', '/demo-schedule']);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

loadRuntimeConfig()
  .catch((error: unknown) => console.error('[pitchside] /config.json could not be loaded; backend features are unavailable.', error))
  .finally(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    // The shared auth store: session, profile, role and onboarding status (supabase-js loads lazily).
    // On the public marketing pages it starts once the browser is idle, so the backend client stays off
    // the first paint; everywhere else (guarded pages wait for it) it starts at once.
    if (PUBLIC_FIRST_PAINT.has(window.location.pathname)) whenIdle(() => void initAuth(), 1500);
    else void initAuth();
  });
