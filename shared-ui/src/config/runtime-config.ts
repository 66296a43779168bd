import type { RuntimeConfig } from './runtime-config-schema';

export type { RuntimeConfig };

let current: RuntimeConfig | null = null;
let pending: Promise<RuntimeConfig> | null = null;

/**
 * `url` fetched without the HTTP cache, or the same request a pre-rendered frame's script started before the app's
 * scripts ran (`__pitchsideEarly`, shell/src/prerender/start-on-intent.js), so the app does not wait a round trip
 * more for it. Each caller reads a copy of the response.
 */
export function fetchNoStore(url: string): Promise<Response> {
  const early = (globalThis as { __pitchsideEarly?: Record<string, Promise<Response> | undefined> }).__pitchsideEarly?.[url];
  const again = () => fetch(url, { cache: 'no-store' });
  return early ? early.then((response) => response.clone(), again) : again();
}

/**
 * Fetches and validates /config.json once; later calls share the same promise. The validator loads
 * alongside the fetch, so it stays out of the landing page's first download.
 */
export function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  pending ??= Promise.all([fetchNoStore(url), import('./runtime-config-schema')])
    .then(async ([response, { runtimeConfigSchema }]) => {
      if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
      const parsed = runtimeConfigSchema.safeParse(await response.json());
      if (!parsed.success) {
        throw new Error(`Invalid ${url}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      }
      current = parsed.data;
      return parsed.data;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config is not loaded yet: call loadRuntimeConfig() at start-up.');
  return current;
}

/** For tests and the standalone harness. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
  pending = Promise.resolve(config);
}
