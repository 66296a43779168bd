import * as z from 'zod/mini';
import { loadRuntimeConfig } from 'shared-ui';
import { ClsMeter, InpMeter, navigationType } from './metrics';
import { routePattern } from './route-pattern';

/**
 * Real users' Web Vitals (issue 35): LCP, INP, CLS and TTFB per route, in a sampled share of page loads, sent in
 * batches with navigator.sendBeacon to the `report_web_vitals` RPC (anonymous: no user, no id in the route). This
 * module is loaded once the page is idle (bootstrap.tsx), so it adds nothing to the shell's first load; the
 * observers read buffered entries, so nothing measured before it loaded is lost.
 *
 * - LCP and TTFB belong to the route the page was loaded at; LCP is final at the first tap or key, or when hidden.
 * - CLS and INP belong to each route the visitor is on: when the route changes, the figures of the route left are
 *   queued and measuring starts again for the new one (`route-change`).
 * - The queue is sent when it holds 10 reports and whenever the page is hidden (a later report of the same metric
 *   for the same page and route replaces the earlier one).
 */

const reportSchema = z.object({
  route: z.string().check(z.regex(/^\/[A-Za-z0-9/:._-]{0,120}$/)),
  metric: z.enum(['LCP', 'INP', 'CLS', 'TTFB']),
  value: z.number().check(z.gte(0)),
  nav: z.enum(['navigate', 'reload', 'back-forward', 'prerender', 'route-change']),
});
const batchSchema = z.object({ page: z.uuid(), reports: z.array(reportSchema).check(z.minLength(1), z.maxLength(20)) });
type Report = z.infer<typeof reportSchema>;
type Metric = Report['metric'];
/** The Layout Instability API's entry (not in TypeScript's DOM library). */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

const BATCH = 10;

/** Whether this browser asks not to be tracked (Do Not Track, or Global Privacy Control). */
export function trackingRefused(nav: Navigator = navigator): boolean {
  const n = nav as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const w = globalThis as { doNotTrack?: string };
  return n.doNotTrack === '1' || n.doNotTrack === 'yes' || w.doNotTrack === '1' || n.msDoNotTrack === '1' || n.globalPrivacyControl === true;
}

function observe(type: string, cb: (entries: PerformanceEntry[]) => void, extra: Record<string, unknown> = {}): void {
  try {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
    new PerformanceObserver((list) => cb(list.getEntries())).observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
  } catch {
    // an old browser without this entry type: that metric is simply not reported
  }
}

let started = false;

/** Starts measuring and reporting, unless Do Not Track is on or this page load is not in the sample. */
export async function startWebVitals(): Promise<void> {
  if (started || typeof PerformanceObserver === 'undefined' || typeof navigator.sendBeacon !== 'function' || typeof crypto?.randomUUID !== 'function') return;
  started = true;
  if (trackingRefused()) return;
  const config = await loadRuntimeConfig();
  if (!(Math.random() < config.webVitalsSampleRate)) return;
  const endpoint = `${config.supabaseUrl.replace(/\/$/, '')}/rest/v1/rpc/report_web_vitals?apikey=${encodeURIComponent(config.supabaseAnonKey)}`;

  const page = crypto.randomUUID();
  const nav = performance.getEntriesByType('navigation')[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  const activation = nav?.activationStart ?? 0;
  const landing = routePattern(nav ? new URL(nav.name).pathname : location.pathname);
  const landingNav = navigationType(nav);

  const queue = new Map<string, Report>();
  const queueReport = (route: string, metric: Metric, value: number, how: Report['nav']) => {
    if (!Number.isFinite(value) || value < 0) return;
    queue.set(`${route} ${metric}`, { route, metric, value: Math.round(value * (metric === 'CLS' ? 10000 : 10)) / (metric === 'CLS' ? 10000 : 10), nav: how });
    if (queue.size >= BATCH) flush();
  };
  const flush = () => {
    const reports = [...queue.values()];
    queue.clear();
    for (let i = 0; i < reports.length; i += 20) {
      const parsed = batchSchema.safeParse({ page, reports: reports.slice(i, i + 20) });
      if (parsed.success) navigator.sendBeacon(endpoint, JSON.stringify(parsed.data));
    }
  };

  // TTFB and LCP: the landing route's
  if (nav && nav.responseStart > 0) queueReport(landing, 'TTFB', Math.max(0, nav.responseStart - activation), landingNav);
  let lcp: number | undefined;
  let lcpFinal = false;
  observe('largest-contentful-paint', (entries) => {
    const last = entries[entries.length - 1];
    if (!lcpFinal && last) lcp = Math.max(0, last.startTime - activation);
  });
  const finalLcp = () => {
    if (lcpFinal) return;
    lcpFinal = true;
    if (lcp !== undefined) queueReport(landing, 'LCP', lcp, landingNav);
  };
  for (const type of ['keydown', 'pointerdown']) addEventListener(type, () => setTimeout(finalLcp, 0), { once: true, capture: true });

  // CLS and INP: per route
  let route = routePattern(location.pathname);
  let routeNav: Report['nav'] = route === landing ? landingNav : 'route-change';
  let cls = new ClsMeter();
  let inp = new InpMeter();
  const queueRoute = () => {
    queueReport(route, 'CLS', cls.value, routeNav);
    const i = inp.value;
    if (i !== undefined) queueReport(route, 'INP', i, routeNav);
  };
  observe('layout-shift', (entries) => {
    for (const e of entries as LayoutShift[]) cls.add(e);
  });
  const addInteractions = (entries: PerformanceEntry[]) => {
    for (const e of entries as PerformanceEventTiming[]) inp.add(e);
  };
  observe('event', addInteractions, { durationThreshold: 40 });
  observe('first-input', addInteractions);

  const routeChanged = () => {
    const next = routePattern(location.pathname);
    if (next === route) return;
    finalLcp();
    queueRoute();
    route = next;
    routeNav = 'route-change';
    cls = new ClsMeter();
    inp = new InpMeter();
  };
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      routeChanged();
    };
  }
  addEventListener('popstate', routeChanged);

  const onHidden = () => {
    finalLcp();
    queueRoute();
    flush();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') onHidden();
  });
  addEventListener('pagehide', onHidden);
}
