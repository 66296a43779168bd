import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { REPO_ROOT, appDist } from './apps';
import { CHROMIUM_PATH } from './chromium';
import { SPA_ENTRY, serveStatic } from './static-server';

const LOADER = path.join(REPO_ROOT, 'shell', 'src', 'prerender', 'start-on-intent.js');

/** Where a pre-rendered path's HTML goes, relative to the build: / is index.html, /about is about/index.html. */
const prerenderedFile = (route: string) => (route === '/' ? 'index.html' : path.join(route.slice(1), 'index.html'));

interface Captured {
  head: string;
  css: string;
  root: string;
  /** The shell's marketing pages (route-table.ts), as the app reports them. */
  routes: string[];
}

/** Renders `route` with the real production build and reads back its markup, head and styles. */
async function capture(browser: Browser, url: string): Promise<Captured> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.addInitScript(() => Object.assign(window, { __pitchsideCapture: true }));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('#root main h1', { timeout: 20_000 });
    await page.evaluate(() => document.fonts.ready);
    if (errors.length) throw new Error(`${url} threw while rendering: ${errors.join('; ')}`);
    return await page.evaluate(() => {
      const css = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-styled]'))
        .flatMap((style) => Array.from(style.sheet?.cssRules ?? [], (rule) => rule.cssText))
        .join('\n');
      const head = document.head.cloneNode(true) as HTMLHeadElement;
      head.querySelectorAll('script[src], link[rel="preload"], link[rel="prefetch"], style[data-styled]').forEach((node) => node.remove());
      const { routes } = (window as unknown as { __pitchsideCapture: { routes: string[] } }).__pitchsideCapture;
      return { head: head.innerHTML, css, root: document.getElementById('root')!.innerHTML, routes };
    });
  } finally {
    await page.close();
  }
}

function pageHtml(template: string, route: string, captured: Captured, loader: string): string {
  const htmlTag = /<html[^>]*>/i.exec(template)?.[0] ?? '<html lang="en">';
  const scripts = Array.from(template.matchAll(/<script[^>]*\ssrc="([^"]+)"/g), (m) => m[1]);
  const prefetch = Array.from(template.matchAll(/<link[^>]*rel="preload"[^>]*href="([^"]+)"/g), (m) => m[1]);
  const start = loader.replace('__SCRIPTS__', JSON.stringify(scripts)).replace('__PREFETCH__', JSON.stringify(prefetch));
  return [
    '<!doctype html>',
    htmlTag,
    // styled-components adds its own sheet after the last style[data-styled]: the empty one keeps it before
    // the page's CSS, so while the app renders in slices its partial sheet never overrides the page's.
    `<head>${captured.head}<style data-styled="" data-prerender-anchor></style><style data-prerendered>${captured.css}</style></head>`,
    `<body><div id="root" data-prerendered="${route}">${captured.root}</div><script>${start}</script></body>`,
    '</html>',
  ].join('');
}

export interface PrerenderOptions {
  log?: (message: string) => void;
  /** The origin written into canonical URLs and share tags (PUBLIC_SITE_URL, default https://pitchside.dev). */
  siteUrl?: string;
}

/**
 * Pre-renders the shell's marketing pages (route-table.ts, as the app reports them) into static HTML with
 * their CSS, using the production build in Chromium. webpack's index.html is kept as app.html (SPA_ENTRY)
 * for every other path.
 * Without Chromium the build keeps working: every page then renders in the browser. Returns the count.
 */
export async function prerenderShell({ log = console.log, siteUrl = process.env.PUBLIC_SITE_URL || 'https://pitchside.dev' }: PrerenderOptions = {}): Promise<number> {
  const dist = appDist('shell');
  const spaEntry = path.join(dist, SPA_ENTRY);
  // A second run starts again from webpack's page.
  if (fs.existsSync(spaEntry)) fs.copyFileSync(spaEntry, path.join(dist, 'index.html'));
  else fs.copyFileSync(path.join(dist, 'index.html'), spaEntry);
  if (!fs.existsSync(CHROMIUM_PATH)) {
    log(`  pages not pre-rendered: no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH); they render in the browser`);
    return 0;
  }
  const template = fs.readFileSync(spaEntry, 'utf8');
  const loader = fs.readFileSync(LOADER, 'utf8');
  const server = await serveStatic({ root: dist, port: 0, spa: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const landing = await capture(browser, `${server.url}/`);
    const pages = new Map<string, Captured>([['/', landing]]);
    for (const route of landing.routes) if (!pages.has(route)) pages.set(route, await capture(browser, `${server.url}${route}`));
    for (const [route, captured] of pages) {
      captured.head = captured.head.split(server.url).join(siteUrl.replace(/\/$/, ''));
      const file = path.join(dist, prerenderedFile(route));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, pageHtml(template, route, captured, loader));
    }
    return pages.size;
  } finally {
    await browser.close();
    await server.close();
  }
}
