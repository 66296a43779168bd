import fs from 'node:fs';
import path from 'node:path';
import type { PrerenderHandoff } from './handoff';

const SOURCE = fs.readFileSync(path.join(__dirname, 'start-on-intent.js'), 'utf8');
const SCRIPTS = ['/main.1234abcd.js'];

type Listener = [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined];

/** Runs the inline script on a pre-rendered page of `route`, as the prerender step writes it. */
function loadPage(route = '/', frame: { section: { name: string; files: string[] } | null } | null = null) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root" data-prerendered="${route}"><nav><a href="/about">About</a></nav><main><h1>Pitchside</h1><button type="button"><svg><path></path></svg>Watch Demo</button></main></div>`;
  new Function(SOURCE.replace('__SCRIPTS__', JSON.stringify(SCRIPTS)).replace('__PREFETCH__', JSON.stringify(['/react.abcd1234.js'])).replace('__FRAME__', JSON.stringify(frame)))();
  return (window as unknown as { __pitchsidePrerender: PrerenderHandoff }).__pitchsidePrerender;
}

const appScripts = () => Array.from(document.head.querySelectorAll('script'), (s) => s.getAttribute('src'));

describe('start-on-intent (inline script of pre-rendered pages)', () => {
  const added: Listener[] = [];
  const original = window.addEventListener.bind(window);

  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(window, 'addEventListener').mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      added.push([type, listener, options]);
      original(type, listener, options);
    });
  });

  afterEach(() => {
    for (const [type, listener, options] of added.splice(0)) window.removeEventListener(type, listener, options);
    jest.restoreAllMocks();
  });

  it('loads nothing until the visitor shows intent, then the app scripts in order', () => {
    loadPage('/');
    expect(appScripts()).toEqual([]);
    window.dispatchEvent(new Event('scroll'));
    expect(appScripts()).toEqual(SCRIPTS);
    window.dispatchEvent(new Event('keydown'));
    expect(appScripts()).toEqual(SCRIPTS);
  });

  it('holds a click on a control for the app to replay, and leaves the page alone otherwise', () => {
    const handoff = loadPage('/');
    const button = document.querySelector('button')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('svg path')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(handoff.click).toBe(button);
    expect(appScripts()).toEqual(SCRIPTS);

    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    document.querySelector('a')!.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);

    handoff.release();
    const after = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    button.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('starts at once for a signed-in visitor, whose navigation differs from the pre-rendered one', () => {
    localStorage.setItem('sb-127-auth-token', '{}');
    loadPage('/');
    expect(appScripts()).toEqual(SCRIPTS);
  });

  it('starts at once when the page is shown for another path', () => {
    loadPage('/home');
    expect(appScripts()).toEqual(SCRIPTS);
  });

  it('prefetches the first-render scripts once the page has loaded and the browser is idle', () => {
    jest.useFakeTimers();
    loadPage('/');
    window.dispatchEvent(new Event('load'));
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    expect(Array.from(document.head.querySelectorAll('link[rel="prefetch"]'), (l) => l.getAttribute('href'))).toEqual(['/react.abcd1234.js']);
    expect(appScripts()).toEqual([]);
  });

  it('records which element has focus', () => {
    const handoff = loadPage('/');
    document.querySelector('button')!.focus();
    expect(handoff.focused).toBe(document.querySelector('button'));
  });
});
