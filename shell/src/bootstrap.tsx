import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from 'shared-ui';
import { App } from './App';
import { remoteRegistry } from './remotes/remote-registry';

void remoteRegistry.init();

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
  });
