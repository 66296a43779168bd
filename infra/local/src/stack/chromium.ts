/** Debian's Chromium, or the one CHROMIUM_PATH names: for e2e, pre-rendering and the benchmarks. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The e2e journeys' browser: Debian's headless shell of the same Chromium, which spends less of a 2-core machine's
 * CPU on each page than the full browser (the whole suite, 13.9 min against 16.1).
 */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
