/* Pitchside service worker: makes repeat visits fast without ever caching API calls.
 * - Precache: the shell's app.html (the single-page app every path can run in) and the scripts it references.
 * - Same-origin and remote hashed chunks (name.[8 hex].js): cache-first (their names change when they do).
 * - Navigations: network-first; offline, a page visited before, else app.html.
 * - mf-manifest.json and remoteEntry.js: network-first, cache as offline fallback.
 * - Never: /rest/, /auth/, /realtime/, /storage/, /functions/, config.json, remotes.json, version.json,
 *   non-GET requests. The update notifier's Refresh Now unregisters this worker and deletes its caches.
 */
const CACHE = 'pitchside-shell-v1';
const NEVER = /\/(rest|auth|realtime|storage|functions)\/|\/(config|remotes|version)\.json(\?|$)/;
const HASHED = /\.[0-9a-f]{8}\.(js|css)(\?|$)/;
const NETWORK_FIRST = /\/(mf-manifest\.json|remoteEntry\.js)(\?|$)/;
const APP = '/app.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const response = await fetch(APP, { cache: 'no-store' });
      if (!response.ok) return;
      const html = await response.clone().text();
      await cache.put(APP, response);
      const scripts = Array.from(html.matchAll(/<script[^>]+src="([^"]+)"/g), (m) => m[1]).filter((src) => src.startsWith('/'));
      await cache.addAll(scripts);
    })().catch(() => undefined),
  );
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith('pitchside-') && k !== CACHE).map((k) => caches.delete(k)))),
  );
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

async function networkFirst(request, key = request, fallback) {
  try {
    const response = await fetch(request);
    if (response.ok) (await caches.open(CACHE)).put(key, response.clone());
    return response;
  } catch (error) {
    const cached = (await caches.match(key)) || (fallback && (await caches.match(fallback)));
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!/^https?:$/.test(url.protocol) || NEVER.test(url.pathname)) return;
  if (request.mode === 'navigate' && url.origin === self.location.origin) {
    event.respondWith(networkFirst(request, url.pathname, APP));
  } else if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (NETWORK_FIRST.test(url.pathname)) {
    event.respondWith(networkFirst(request));
  }
});
