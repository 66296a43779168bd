/** Debian's Chromium, or the one CHROMIUM_PATH names: for e2e, pre-rendering and the benchmarks. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
