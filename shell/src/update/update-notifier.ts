import { APP_VERSION, toast } from 'shared-ui';

/** The new-version check: first 30 s after start, then every 10 minutes; the toast stays 10 s. */
export const FIRST_CHECK_MS = 30_000;
export const CHECK_INTERVAL_MS = 10 * 60_000;
export const UPDATE_TOAST_MS = 10_000;
export const UPDATE_TOAST_ID = 'update-available';

/** Fetches /version.json past every cache; null when the check fails (a failed check is silent). */
export async function fetchDeployedVersion(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

/** The update action: unregister service workers, clear caches, reload. */
export async function applyUpdate(reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    if ('serviceWorker' in navigator) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((r) => r.unregister()));
    }
    if (typeof caches !== 'undefined') {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
  } finally {
    reload();
  }
}

export interface UpdateNotifierOptions {
  currentVersion?: string;
  fetchVersion?: () => Promise<string | null>;
  onUpdateAvailable?: (version: string) => void;
  firstCheckMs?: number;
  intervalMs?: number;
}

export function showUpdateToast(): void {
  toast.info('A new version of Pitchside is available', {
    id: UPDATE_TOAST_ID,
    description: 'Refresh to get the latest features and fixes.',
    duration: UPDATE_TOAST_MS,
    action: { label: 'Refresh Now', onClick: () => void applyUpdate() },
  });
}

/** Starts the version checks; returns a function that stops them. */
export function startUpdateNotifier(options: UpdateNotifierOptions = {}): () => void {
  const {
    currentVersion = APP_VERSION,
    fetchVersion = () => fetchDeployedVersion(),
    onUpdateAvailable = () => showUpdateToast(),
    firstCheckMs = FIRST_CHECK_MS,
    intervalMs = CHECK_INTERVAL_MS,
  } = options;
  let interval: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  const check = async () => {
    const deployed = await fetchVersion();
    if (!stopped && deployed && deployed !== currentVersion) onUpdateAvailable(deployed);
  };
  const first = setTimeout(() => {
    void check();
    interval = setInterval(() => void check(), intervalMs);
  }, firstCheckMs);

  return () => {
    stopped = true;
    clearTimeout(first);
    if (interval) clearInterval(interval);
  };
}

/** Registers /sw.js after the page has loaded (production builds only). */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('[pitchside] service worker not registered', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
