import { byRoute, formatVital, rateVital } from './web-vitals';

describe('Web Vitals thresholds', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 350, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.2, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1800, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
  ] as const)('%s %d is %s', (metric, value, rating) => {
    expect(rateVital(metric, value)).toBe(rating);
  });

  it('formats each figure in its unit', () => {
    expect(formatVital('LCP', 812.4)).toBe('812 ms');
    expect(formatVital('LCP', 2512)).toBe('2.51 s');
    expect(formatVital('CLS', 0.0123)).toBe('0.012');
  });

  it('groups the rows by route, busiest first, and ignores an unknown metric', () => {
    const lines = byRoute([
      { route: '/learn', metric: 'LCP', p75: 900, count: 2 },
      { route: '/marketplace', metric: 'LCP', p75: 700, count: 3 },
      { route: '/marketplace', metric: 'CLS', p75: 0.01, count: 3 },
      { route: '/learn', metric: 'FID', p75: 1, count: 40 },
    ]);
    expect(lines).toEqual([
      { route: '/marketplace', reports: 6, metrics: { LCP: { p75: 700, count: 3 }, CLS: { p75: 0.01, count: 3 } } },
      { route: '/learn', reports: 2, metrics: { LCP: { p75: 900, count: 2 } } },
    ]);
  });
});
