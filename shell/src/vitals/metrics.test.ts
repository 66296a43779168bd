import { ClsMeter, InpMeter, navigationType } from './metrics';
import { routePattern } from './route-pattern';
import { trackingRefused } from './report-web-vitals';

describe('CLS', () => {
  it('is the largest session window; shifts after an input do not count', () => {
    const cls = new ClsMeter();
    cls.add({ value: 0.05, startTime: 100, hadRecentInput: false });
    cls.add({ value: 0.05, startTime: 600, hadRecentInput: false }); // same window: 0.1
    cls.add({ value: 0.5, startTime: 900, hadRecentInput: true }); // after an input: ignored
    cls.add({ value: 0.03, startTime: 3000, hadRecentInput: false }); // a gap over 1 s: new window
    expect(cls.value).toBeCloseTo(0.1);
    cls.add({ value: 0.04, startTime: 3500, hadRecentInput: false });
    cls.add({ value: 0.04, startTime: 4000, hadRecentInput: false }); // 0.11 > 0.1
    expect(cls.value).toBeCloseTo(0.11);
  });

  it('closes a window after 5 s even without a gap', () => {
    const cls = new ClsMeter();
    for (let t = 0; t <= 6000; t += 500) cls.add({ value: 0.01, startTime: t, hadRecentInput: false });
    expect(cls.value).toBeCloseTo(0.1); // 0..4500 ms: ten shifts
  });
});

describe('INP', () => {
  it('is undefined before any interaction and the longest event of the worst interaction after', () => {
    const inp = new InpMeter();
    expect(inp.value).toBeUndefined();
    inp.add({ interactionId: 0, duration: 900 }); // not an interaction (e.g. a mousemove)
    expect(inp.value).toBeUndefined();
    inp.add({ interactionId: 1, duration: 40 });
    inp.add({ interactionId: 1, duration: 120 }); // the same interaction's longer event
    inp.add({ interactionId: 2, duration: 80 });
    expect(inp.value).toBe(120);
  });

  it('ignores one worst interaction per 50', () => {
    const inp = new InpMeter();
    for (let i = 1; i <= 100; i++) inp.add({ interactionId: i, duration: i === 7 ? 1000 : i === 8 ? 600 : 50 });
    expect(inp.value).toBe(50); // 100 interactions: the two worst (1000, 600) are skipped
    const few = new InpMeter();
    for (let i = 1; i <= 60; i++) few.add({ interactionId: i, duration: i === 7 ? 1000 : i === 8 ? 600 : 50 });
    expect(few.value).toBe(600);
  });
});

describe('the route a report names', () => {
  it.each([
    ['/', '/'],
    ['/explore', '/explore'],
    ['/marketplace', '/marketplace'],
    ['/marketplace/applications', '/marketplace/applications'],
    ['/marketplace/apply/5b2e0f3c-1d2a-4c1e-9a43-4b7f5f2b1a11', '/marketplace/apply/:id'],
    ['/messages/5b2e0f3c-1d2a-4c1e-9a43-4b7f5f2b1a11', '/messages/:id'],
    ['/learn/modules/intro-to-nil/lessons/3', '/learn/modules/intro-to-nil'],
    ['/kit/jordan-miles', '/kit/:handle'],
    ['/help/getting-paid', '/help/:slug'],
    ['/dashboard/athlete', '/dashboard/:role'],
    ['/admin-dashboard', '/admin-dashboard'],
    ['/some/unknown/place', '/:unknown'],
    ['/deals/Jordan_Miles', '/deals/:id'],
  ])('%s -> %s', (path, route) => {
    expect(routePattern(path)).toBe(route);
  });
});

describe('navigation type and Do Not Track', () => {
  it('names how the page was reached', () => {
    expect(navigationType(undefined)).toBe('navigate');
    expect(navigationType({ type: 'reload' })).toBe('reload');
    expect(navigationType({ type: 'back_forward' })).toBe('back-forward');
    expect(navigationType({ type: 'navigate', activationStart: 12 })).toBe('prerender');
  });

  it('sends nothing when the browser asks not to be tracked', () => {
    expect(trackingRefused({ doNotTrack: '1' } as Navigator)).toBe(true);
    expect(trackingRefused({ doNotTrack: null, globalPrivacyControl: true } as unknown as Navigator)).toBe(true);
    expect(trackingRefused({ doNotTrack: '0' } as Navigator)).toBe(false);
    expect(trackingRefused({ doNotTrack: null } as Navigator)).toBe(false);
  });
});
