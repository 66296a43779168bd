import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { APP_NAMES, REPO_ROOT, appDist, type AppName } from './apps';
import { headlessBrowserPath } from './chromium';
import { inParallel } from './in-parallel';
import { SPA_ENTRY, serveStatic, type RunningServer } from './static-server';

const LOADER = path.join(REPO_ROOT, 'shell', 'src', 'prerender', 'start-on-intent.js');

/** Where a pre-rendered path's HTML goes, relative to the build: / is index.html, /about is about/index.html. */
const prerenderedFile = (route: string) => (route === '/' ? 'index.html' : path.join(route.slice(1), 'index.html'));

type Kind = 'page' | 'frame' | 'signed-in';

interface Captured {
  head: string;
  css: string;
  root: string;
  /** The pre-rendered paths and how (the shell's PRERENDERED, route-table.ts), as the app reports them. */
  routes: [string, Kind][];
  /** The section whose code the page loaded, and the files it loaded from the section's build (a frame's first screen). */
  section: { name: string; files: string[] } | null;
  /** The shell's own scripts the page loaded (paths). */
  shellFiles: string[];
}

/** The sections' builds, each on a port of its own, as /remotes.json lists them for the captured pages. */
interface Sections {
  remotes: Record<string, string>;
  /** origin -> section */
  origins: Map<string, AppName>;
  close(): Promise<void>;
}

async function serveSections(): Promise<Sections> {
  const servers: RunningServer[] = [];
  const remotes: Record<string, string> = {};
  const origins = new Map<string, AppName>();
  for (const app of APP_NAMES.filter((a) => a !== 'shell')) {
    if (!fs.existsSync(path.join(appDist(app), 'mf-manifest.json'))) continue;
    const server = await serveStatic({ root: appDist(app), port: 0, cors: true });
    servers.push(server);
    remotes[app] = `${server.url}/mf-manifest.json`;
    origins.set(new URL(server.url).origin, app);
  }
  return { remotes, origins, close: async () => void (await Promise.all(servers.map((s) => s.close()))) };
}

/**
 * Renders `route` with the real production build and reads back its markup, head and styles. A frame page's
 * section loads from its build; /config.json never answers, so the page stays in its loading state (heading,
 * filters, skeleton) and no backend data can end up in the HTML.
 */
async function capture(browser: Browser, url: string, sections: Sections, kind: Kind = 'page'): Promise<Captured> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.addInitScript(() => Object.assign(window, { __pitchsideCapture: true }));
    // A guarded page as a member sees it before the app knows them (shell/src/prerender/signed-in-frame.ts).
    if (kind === 'signed-in') await page.addInitScript(() => Object.assign(window, { __pitchsideSignedInFrame: true }));
    await page.route('**/config.json', () => undefined);
    await page.route('**/remotes.json', (route) => route.fulfill({ json: sections.remotes }));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const loaded = new Map<AppName, Set<string>>();
    const shellFiles = new Set<string>();
    page.on('requestfinished', (request) => {
      const at = new URL(request.url());
      if (at.origin === new URL(url).origin && at.pathname.endsWith('.js')) shellFiles.add(at.pathname);
      const section = sections.origins.get(at.origin);
      if (!section || !at.pathname.endsWith('.js')) return;
      if (!loaded.has(section)) loaded.set(section, new Set());
      loaded.get(section)!.add(at.pathname.slice(1));
    });
    await page.goto(url, { waitUntil: 'load' });
    // generous: on a busy machine (a 2-core CI runner building six apps) the first render can take a while.
    // A signed-in frame may have no heading before it knows the user (the dashboard's loading state).
    await page.waitForSelector(kind === 'signed-in' ? '#main-content > *' : '#root main h1', { timeout: 90_000 });
    await page.evaluate(() => document.fonts.ready);
    // A section's page renders its loading state right after its heading; let it settle.
    await page.waitForTimeout(loaded.size ? 500 : 0);
    // A signed-in frame passes through lazy pages and its section's loading states: until its markup holds still.
    if (kind === 'signed-in') await settled(page);
    if (errors.length) throw new Error(`${url} threw while rendering: ${errors.join('; ')}`);
    const [name, files] = [...loaded][0] ?? [];
    // Chromium cannot write out longhands of a shorthand holding var() once one of them is set again (`border:
    // 1px solid var(--x); border-top: 0`): it writes them empty, and the pre-rendered page would lose them.
    const captured = await page.evaluate(() => {
      const css = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-styled]'))
        .flatMap((style) => Array.from(style.sheet?.cssRules ?? [], (rule) => rule.cssText))
        .join('\n');
      const head = document.head.cloneNode(true) as HTMLHeadElement;
      head.querySelectorAll('script[src], link[rel="preload"], link[rel="prefetch"], link[rel="modulepreload"], style[data-styled]').forEach((node) => node.remove());
      const { routes } = (window as unknown as { __pitchsideCapture: { routes: [string, Kind][] } }).__pitchsideCapture;
      return { head: head.innerHTML, css, root: document.getElementById('root')!.innerHTML, routes };
    });
    const lost = captured.css.split('\n').filter((rule) => /:\s*;/.test(rule));
    if (lost.length) throw new Error(`${url}: CSS that cannot be pre-rendered (write the longhands of a var() shorthand): ${lost.map((r) => r.slice(0, 120)).join(' | ')}`);
    return { ...captured, section: name && files ? { name, files: [...files] } : null, shellFiles: [...shellFiles] };
  } finally {
    await page.close();
  }
}

/** Waits until the page's markup has not changed for half a second (at most 20 s). */
async function settled(page: Page): Promise<void> {
  let last = '';
  let still = 0;
  for (let i = 0; i < 80 && still < 3; i++) {
    await page.waitForTimeout(250);
    const now = await page.evaluate(() => document.getElementById('root')!.innerHTML);
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

/**
 * A signed-in frame is for a browser that holds a session (supabase-js's `sb-<ref>-auth-token`): this runs in the
 * head, before anything paints, and anyone else sees no frame (the app then shows the guard's redirect, as it does
 * on app.html). The loader script checks the same.
 */
const SIGNED_IN_HEAD =
  '<script>try{for(var i=0;i<localStorage.length;i++)if(/^sb-.+-auth-token$/.test(localStorage.key(i)||""))document.documentElement.setAttribute("data-signed-in","")}catch(e){}</script>';
const SIGNED_IN_CSS = 'html:not([data-signed-in]) #root[data-prerendered-signed-in]{display:none}';

function pageHtml(template: string, route: string, kind: Kind, captured: Captured, loader: string): string {
  const htmlTag = /<html[^>]*>/i.exec(template)?.[0] ?? '<html lang="en">';
  const scripts = Array.from(template.matchAll(/<script[^>]*\ssrc="([^"]+)"/g), (m) => m[1]);
  const prefetch = Array.from(template.matchAll(/<link[^>]*rel="preload"[^>]*href="([^"]+)"/g), (m) => m[1]);
  // A frame's first screen: webpack's list and the shell's chunks the capture saw beyond it (the federation runtime,
  // the backend client, ...; not the chunk a signed-in capture loads the member's code with:
  // shell/src/prerender/capture-member-code.ts).
  const firstScreen = [...prefetch, ...captured.shellFiles.filter((file) => !scripts.includes(file) && !prefetch.includes(file) && !/^\/capture-member-code\./.test(file))];
  // A signed-in frame's largest content is the member's data, which waits for the app: its scripts (the app's
  // entry too) are preload tags in the head, requested with the page rather than once a script has inserted them,
  // at low priority, as the app's own script tags, so the first paint never waits for them. A public frame is
  // itself its largest content: the inline script preloads its chunks after that first paint (`frame.files`).
  const signedIn = kind === 'signed-in';
  const frame = kind === 'page' ? null : { files: signedIn ? [] : firstScreen, section: captured.section, signedIn };
  const preloads = signedIn ? [...scripts, ...firstScreen].map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${href}">`).join('') : '';
  const start = loader
    .replace('__SCRIPTS__', JSON.stringify(scripts))
    .replace('__PREFETCH__', JSON.stringify(prefetch))
    .replace('__FRAME__', JSON.stringify(frame));
  return [
    '<!doctype html>',
    htmlTag,
    // styled-components adds its own sheet after the last style[data-styled]: the empty one keeps it before
    // the page's CSS, so while the app renders in slices its partial sheet never overrides the page's.
    `<head>${kind === 'signed-in' ? SIGNED_IN_HEAD : ''}${captured.head}${preloads}<style data-styled="" data-prerender-anchor></style><style data-prerendered>${captured.css}${PRERENDER_ONLY_CSS}${kind === 'signed-in' ? SIGNED_IN_CSS : ''}</style></head>`,
    `<body><div id="root" data-prerendered="${route}"${kind === 'page' ? '' : ' data-prerendered-frame=""'}${kind === 'signed-in' ? ' data-prerendered-signed-in=""' : ''}>${captured.root}</div><script>${start}</script></body>`,
    '</html>',
  ].join('');
}

export interface PrerenderOptions {
  log?: (message: string) => void;
  /** The origin written into canonical URLs and share tags (PUBLIC_SITE_URL, default https://pitchside.dev). */
  siteUrl?: string;
}

/**
 * Rules for the pre-rendered page only (its style goes at the hand-over): on a phone the floating AI Help button
 * waits for the app, which places it clear of the page's controls; the capture placed it for a desktop screen.
 */
const PRERENDER_ONLY_CSS = '@media (max-width: 640px){[data-floating-launcher]{visibility:hidden}}';

/** Pages captured at a time: each capture also waits (fonts, a section's loading state settling). */
const CAPTURES_AT_ONCE = 3;

/**
 * Pre-renders the shell's pre-rendered pages (PRERENDERED in route-table.ts, as the app reports them) into
 * static HTML with their CSS, using the production builds in Chromium: the marketing pages whole, and the
 * frames: /explore (whole: it reads no data) and the public pages that read data (/marketplace, /learn, ...) in
 * their loading state, which needs their section's build. webpack's index.html is kept as app.html (SPA_ENTRY) for every other path, and is
 * what a frame page gets when its section is not built.
 * Without Chromium the build keeps working: every page then renders in the browser. Returns the count.
 */
export async function prerenderShell({ log = console.log, siteUrl = process.env.PUBLIC_SITE_URL || 'https://pitchside.dev' }: PrerenderOptions = {}): Promise<number> {
  const dist = appDist('shell');
  const spaEntry = path.join(dist, SPA_ENTRY);
  // A second run starts again from webpack's page.
  if (fs.existsSync(spaEntry)) fs.copyFileSync(spaEntry, path.join(dist, 'index.html'));
  else fs.copyFileSync(path.join(dist, 'index.html'), spaEntry);
  const browserPath = headlessBrowserPath();
  if (!fs.existsSync(browserPath)) {
    log(`  pages not pre-rendered: no Chromium at ${browserPath} (set CHROMIUM_PATH); they render in the browser`);
    return 0;
  }
  const template = fs.readFileSync(spaEntry, 'utf8');
  const loader = fs.readFileSync(LOADER, 'utf8');
  const server = await serveStatic({ root: dist, port: 0, spa: true });
  const sections = await serveSections();
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const landing = await capture(browser, `${server.url}/`, sections);
    // A path's previous page would be served to its capture, and its head (the frame's styles and scripts) captured
    // into the new page once more: every capture starts from webpack's page, as / does.
    for (const [route] of landing.routes) if (route !== '/') fs.rmSync(path.join(dist, prerenderedFile(route)), { force: true });
    const pages = new Map<string, Captured>([['/', landing]]);
    let written = 0;
    await inParallel(landing.routes, CAPTURES_AT_ONCE, async ([route, kind]) => {
      const file = path.join(dist, prerenderedFile(route));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      let captured = pages.get(route);
      if (!captured) {
        try {
          if (kind === 'frame' && !Object.keys(sections.remotes).length) throw new Error('no section is built');
          captured = await capture(browser, `${server.url}${route}`, sections, kind);
        } catch (error) {
          if (kind === 'page') throw error;
          // The CDN serves this path's own HTML: without its section's build, that is the app's page.
          log(`  ${route}: frame not pre-rendered (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); it renders in the browser`);
          fs.copyFileSync(spaEntry, file);
          return;
        }
      }
      captured.head = captured.head.split(server.url).join(siteUrl.replace(/\/$/, ''));
      fs.writeFileSync(file, pageHtml(template, route, kind, captured, loader));
      written++;
    });
    return written;
  } finally {
    await browser.close();
    await server.close();
    await sections.close();
  }
}
