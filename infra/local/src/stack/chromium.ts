import fs from 'node:fs';

/** Debian's Chromium, or the one CHROMIUM_PATH names: for the benchmarks (Lighthouse needs the full browser). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's headless shell of the same Chromium, or the one HEADLESS_SHELL_PATH names. */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

/**
 * The browser for pages nobody watches (the e2e journeys, pre-rendering): the headless shell where it is installed,
 * which spends less of a 2-core machine's CPU per page than the full browser (the whole e2e suite 12.8 min against
 * 16.1; the 25 pre-rendered pages, three at a time, 17 s against 27 s), else Chromium itself.
 */
export const headlessBrowserPath = (): string => (fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);
