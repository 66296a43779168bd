/** The Core Web Vitals thresholds (web.dev): at or below `good` is good, above `poor` is poor, between needs improvement. */
export const VITALS = [
  { metric: 'LCP', name: 'Largest Contentful Paint', good: 2500, poor: 4000, unit: 'ms' },
  { metric: 'INP', name: 'Interaction to Next Paint', good: 200, poor: 500, unit: 'ms' },
  { metric: 'CLS', name: 'Cumulative Layout Shift', good: 0.1, poor: 0.25, unit: '' },
  { metric: 'TTFB', name: 'Time to First Byte', good: 800, poor: 1800, unit: 'ms' },
] as const;
export type VitalMetric = (typeof VITALS)[number]['metric'];
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export const RATING_LABEL: Record<VitalRating, string> = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const t = VITALS.find((v) => v.metric === metric)!;
  return value <= t.good ? 'good' : value <= t.poor ? 'needs-improvement' : 'poor';
}

export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(3);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

export interface VitalRow {
  route: string;
  metric: string;
  p75: number;
  count: number;
}

/** One line per route: each metric's p75 and how many reports it rests on; routes with the most reports first. */
export function byRoute(rows: VitalRow[]): { route: string; reports: number; metrics: Partial<Record<VitalMetric, { p75: number; count: number }>> }[] {
  const routes = new Map<string, { route: string; reports: number; metrics: Partial<Record<VitalMetric, { p75: number; count: number }>> }>();
  for (const r of rows) {
    if (!VITALS.some((v) => v.metric === r.metric)) continue;
    const line = routes.get(r.route) ?? { route: r.route, reports: 0, metrics: {} };
    line.metrics[r.metric as VitalMetric] = { p75: r.p75, count: r.count };
    line.reports += r.count;
    routes.set(r.route, line);
  }
  return [...routes.values()].sort((a, b) => b.reports - a.reports || a.route.localeCompare(b.route));
}
