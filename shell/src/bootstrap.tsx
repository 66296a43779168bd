import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authSettled, capturingSignedInFrame, initAuth, loadRuntimeConfig, roleLandingPath, SECTIONS, type SectionName } from 'shared-ui';
import { App } from './App';
import { afterFirstScreen } from './first-screen';
import { whenIdle } from './idle';
import { adoptPrerenderedPage, replayHeldClick, takePrerenderHandoff } from './prerender/handoff';
import { remoteRegistry } from './remotes/remote-registry';
import { MARKETING_PATHS, PRERENDERED } from './route-table';
import { preloadPage } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/**
 * The prerender step (infra/local/src/stack/prerender.ts) loads pages with this flag: render the page,
 * start nothing in the background, and tell it which pages to pre-render.
 */
const capturing = '__pitchsideCapture' in window;
if (capturing) Object.assign(window, { __pitchsideCapture: { routes: [...PRERENDERED] } });

/**
 * Run-time config, the section registry and the shared auth store (session, profile, role, onboarding
 * status; supabase-js loads lazily). The page renders without them, and whatever needs one loads it on
 * first use. On the marketing pages they start once the browser is idle, so none of them competes
 * with the first paint; everywhere else (guarded pages wait for auth) they start at once.
 */
function startPlatform() {
  loadRuntimeConfig().catch((error: unknown) =>
    console.error('[pitchside] /config.json could not be loaded; backend features are unavailable.', error),
  );
  void remoteRegistry.init();
  void initAuth();
  // A section's code starts downloading with the first script rather than once React has rendered its
  // route; a failure is the section's to report when it renders (RemoteSection).
  const section = sectionAt(window.location.pathname)?.[0];
  if (section) remoteRegistry.load(section).catch(() => undefined);
}

/** Paths the shell mounts a section at besides the section's own (routes.tsx): the marketplace serves /deals. */
const MOUNTS: Readonly<Record<string, SectionName>> = { '/deals': 'marketplace' };

/** The federated section a path is under, if any, and the path it is mounted at. */
function sectionAt(pathname: string): [SectionName, string] | undefined {
  const mounts = [...Object.entries(MOUNTS), ...(Object.keys(SECTIONS) as SectionName[]).map((name) => [SECTIONS[name].path, name] as const)];
  const found = mounts.find(([path]) => pathname === path || pathname.startsWith(`${path}/`));
  return found && [found[1] as SectionName, found[0]];
}

/** A section's routes module and the chunk of its page at `pathname`, so the section's first render does not suspend. */
async function preloadSection(pathname: string): Promise<void> {
  const [section, base] = sectionAt(pathname) ?? [];
  if (!section) return;
  const module = await remoteRegistry.load(section);
  // its page's code below its own path (at another mount, the frame's preloads have fetched it)
  if (base === SECTIONS[section].path) await module.preload?.(pathname.slice(base.length));
}

/** The pages whose first screen's data starts loading with the session, and the code that does it (signed-in-prefetch.ts). */
const PREFETCHED = /^\/(dashboard|athlete-dashboard|creator-dashboard|deals)$/;
const dataPrefetch = () => import(/* webpackChunkName: "signed-in-prefetch" */ './signed-in-prefetch');

/**
 * A signed-in frame (a guarded page pre-rendered as a member sees it first) is replaced once the guard can decide:
 * with the page itself for a member, with the guard's redirect for anyone else. /dashboard goes on to the role's own.
 */
async function signedInPage(pathname: string): Promise<void> {
  // the first screen's data starts loading with the session, not once the page has rendered
  if (PREFETCHED.test(pathname)) void dataPrefetch().then((m) => m.prefetchSignedInData(pathname)).catch(() => undefined);
  await preloadPage(pathname, true);
  const auth = await authSettled();
  if (pathname === '/dashboard' && auth.user) await preloadPage(roleLandingPath(auth.role), true);
}

async function render() {
  const handoff = takePrerenderHandoff();
  const { pathname } = window.location;
  const signedInFrame = !!handoff?.children.length && container!.hasAttribute('data-prerendered-signed-in');
  // A pre-rendered page is replaced in one commit: its page chunk (and a frame's section) must be here before
  // React renders. A section that fails to load reports it when it renders (RemoteSection).
  if (handoff) await Promise.all([signedInFrame ? signedInPage(pathname) : preloadPage(pathname), preloadSection(pathname)]).catch(() => undefined);
  // Otherwise the page's chunk starts downloading now, alongside React's first render, not after it.
  else void preloadPage(pathname).catch(() => undefined);
  const handOver = handoff
    ? { beforePaint: () => adoptPrerenderedPage(container!, handoff), afterMount: () => replayHeldClick(container!, handoff) }
    : undefined;
  const root = createRoot(container!);
  // A transition lets React render the first screen in small slices, so the main thread stays responsive
  // (no long task) while a large page renders on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App background={!capturing} handOver={handOver} />
      </StrictMode>,
    );
  });
}

void render();
// Real users' Web Vitals: a chunk of its own, loaded once the first screen is drawn (its observers are buffered,
// so they still see the page's LCP, CLS, FCP and TTFB)
if (!capturing) afterFirstScreen(() => void import(/* webpackChunkName: "web-vitals" */ './vitals/report-web-vitals').then((m) => m.startWebVitals()).catch(() => undefined));
if (capturing) {
  // Nothing else: the captured page must not depend on config, auth or a backend. A signed-in frame's capture loads
  // the code a member's visit needs next, for the frame to preload (prerender/capture-member-code.ts).
  if (capturingSignedInFrame) {
    const { pathname } = window.location;
    void import(/* webpackChunkName: "capture-member-code" */ './prerender/capture-member-code')
      .then((m) => m.loadMemberCode([PREFETCHED.test(pathname) && dataPrefetch(), preloadSection(pathname)]))
      .catch(() => undefined);
  }
} else if (MARKETING_PATHS.has(window.location.pathname)) whenIdle(startPlatform, 1500);
else startPlatform();
