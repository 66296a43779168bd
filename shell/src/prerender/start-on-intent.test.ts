import fs from 'node:fs';
import path from 'node:path';
import type { PrerenderHandoff } from './handoff';

const SOURCE = fs.readFileSync(path.join(__dirname, 'start-on-intent.js'), 'utf8');
const SCRIPTS = ['/main.1234abcd.js'];

type Listener = [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined];

/** Runs the inline script on a pre-rendered page of `route`, as the prerender step writes it. */
function loadPage(route = '/', frame: { files: string[]; section: { name: string; files: string[] } | null; signedIn?: boolean } | null = null) {
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

  it('a signed-in frame: kept and started at once for a browser with a session; emptied for anyone else, whom the app then guards', () => {
    localStorage.setItem('sb-local-auth-token', '{}');
    const requested: string[] = [];
    Object.assign(window, { fetch: jest.fn(async (url: string) => (requested.push(url), { ok: true })) });
    let handoff = loadPage('/messages', { files: [], section: null, signedIn: true });
    expect(document.querySelector('h1')).not.toBeNull();
    expect(handoff.children).toHaveLength(2);
    expect(appScripts()).toEqual(SCRIPTS);

    localStorage.clear();
    handoff = loadPage('/messages', { files: [], section: null, signedIn: true });
    expect(document.getElementById('root')!.childNodes).toHaveLength(0);
    expect(handoff.children).toEqual([]);
    expect(appScripts()).toEqual(SCRIPTS);
    // the app's first requests start with its scripts, for the app to take over
    expect(requested).toEqual(['/config.json', '/remotes.json', '/config.json', '/remotes.json']);
    delete (window as { fetch?: unknown }).fetch;
  });

  it('loads nothing until the visitor shows intent, then the app scripts in order', () => {
    loadPage('/');
    expect(appScripts()).toEqual([]);
    window.dispatchEvent(new Event('scroll'));
    expect(appScripts()).toEqual(SCRIPTS);
    window.dispatchEvent(new Event('keydown'));
    expect(appScripts()).toEqual(SCRIPTS);
  });

  it('a pointer that moves is intent; a move without movement (a page appearing under a resting pointer) is not', () => {
    const move = (movementX: number, movementY: number) => {
      const event = new Event('pointermove');
      Object.assign(event, { movementX, movementY });
      window.dispatchEvent(event);
    };
    loadPage('/');
    move(0, 0);
    expect(appScripts()).toEqual([]);
    move(0, -3);
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

  it("leaves a click on the app's own elements to the app: put in before the held clicks are replayed, they are not the page's", () => {
    const handoff = loadPage('/');
    window.dispatchEvent(new Event('scroll'));
    const root = document.getElementById('root')!;
    root.innerHTML = '<main><h1>Pitchside</h1><a href="/brand-info">Learn More</a></main>';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    root.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(handoff.click).toBeNull();
  });

  it('makes a press that the hand-over interrupts the click to replay; a press released on the page is left to the browser', () => {
    const handoff = loadPage('/');
    const pointer = (type: string, target: Element) => target.dispatchEvent(new MouseEvent(type, { bubbles: true, button: 0 }));
    const button = document.querySelector('button')!;
    pointer('pointerdown', button.querySelector('path')!);
    expect(handoff.pressed).toBe(button);
    pointer('pointerup', button);
    expect([handoff.pressed, handoff.click]).toEqual([null, null]);

    pointer('pointerdown', button);
    const root = document.getElementById('root')!;
    root.replaceChildren();
    pointer('pointerup', root);
    expect([handoff.pressed, handoff.click]).toEqual([null, button]);

    handoff.click = null;
    pointer('pointerdown', document.querySelector('h1') ?? root);
    expect(handoff.pressed).toBeNull();
    handoff.release();
    pointer('pointerdown', root);
    expect(handoff.pressed).toBeNull();
  });

  it('does the same for the space bar on a control (not on a link, which it scrolls past); a cancelled press clicks nothing', () => {
    const handoff = loadPage('/');
    const key = (type: string, target: Element, key = ' ') => target.dispatchEvent(new KeyboardEvent(type, { bubbles: true, key }));
    const button = document.querySelector('button')!;
    key('keydown', button);
    expect(handoff.pressed).toBe(button);
    key('keyup', button, 'Tab');
    expect(handoff.pressed).toBe(button);
    const root = document.getElementById('root')!;
    root.replaceChildren();
    key('keyup', root);
    expect([handoff.pressed, handoff.click]).toEqual([null, button]);

    const fresh = loadPage('/');
    key('keydown', document.querySelector('a')!);
    expect(fresh.pressed).toBeNull();
    document.querySelector('button')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
    expect(fresh.pressed).toBe(document.querySelector('button'));
    document.getElementById('root')!.replaceChildren();
    window.dispatchEvent(new MouseEvent('pointercancel', { bubbles: true }));
    expect([fresh.pressed, fresh.click]).toEqual([null, null]);
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

  describe('a frame (a data page pre-rendered in its loading state)', () => {
    const SECTION = { name: 'marketplace', files: ['remoteEntry.js', '__federation_expose_routes.1111aaaa.js', 'page.2222bbbb.js'] };
    const preloads = () => Array.from(document.head.querySelectorAll('link[rel="preload"]'), (l) => l.getAttribute('href'));
    let requested: string[];

    beforeEach(() => {
      requested = [];
      // Only the expose and remoteEntry are in the section's current build: page.2222bbbb.js is from an older one.
      const manifest = '{"metaData":{"remoteEntry":{"name":"remoteEntry.js"}},"exposes":[{"assets":{"js":{"sync":["__federation_expose_routes.1111aaaa.js"]}}}]}';
      const respond = (url: string) => {
        requested.push(url);
        if (url === '/remotes.json') {
          const remotes = { ok: true, json: async () => ({ marketplace: 'https://cdn.example.com/marketplace/abc123/mf-manifest.json' }) };
          return { ...remotes, clone: () => remotes };
        }
        if (url === '/config.json') return { ok: true, json: async () => ({}) };
        const response = { ok: true, text: async () => manifest };
        return { ...response, clone: () => response };
      };
      Object.assign(window, { fetch: jest.fn(async (url: string) => respond(url)) });
      window.history.replaceState(null, '', '/marketplace');
    });

    afterEach(() => {
      jest.useRealTimers();
      window.history.replaceState(null, '', '/');
      delete (window as { fetch?: unknown }).fetch;
    });

    it('starts the app by itself right after its first paint, with no visitor action', () => {
      jest.useFakeTimers();
      loadPage('/marketplace', { files: ['/react.abcd1234.js', '/federation-runtime.cccc3333.js'], section: null });
      expect(appScripts()).toEqual([]);
      // The next animation frame (the first paint), then a task after it.
      jest.advanceTimersToNextFrame();
      jest.runOnlyPendingTimers();
      expect(appScripts()).toEqual(SCRIPTS);
      // webpack's list and the shell's other first-screen chunks, all at once.
      expect(preloads()).toEqual(['/react.abcd1234.js', '/federation-runtime.cccc3333.js']);
    });

    it("preloads the section's first-screen files from where /remotes.json says it is, only those of its current build", async () => {
      localStorage.setItem('sb-127-auth-token', '{}');
      loadPage('/marketplace', { files: ['/react.abcd1234.js'], section: SECTION });
      await new Promise((resolve) => setTimeout(resolve, 0));
      // the app's first requests start with it, and the app takes them over (fetchNoStore)
      expect(requested).toEqual(['/config.json', '/remotes.json', 'https://cdn.example.com/marketplace/abc123/mf-manifest.json']);
      // and the section's manifest, which the federation runtime reads a copy of
      expect(Object.keys((window as unknown as { __pitchsideEarly: object }).__pitchsideEarly)).toEqual([
        '/config.json',
        '/remotes.json',
        'https://cdn.example.com/marketplace/abc123/mf-manifest.json',
      ]);
      expect(preloads()).toEqual([
        '/react.abcd1234.js',
        'https://cdn.example.com/marketplace/abc123/remoteEntry.js',
        'https://cdn.example.com/marketplace/abc123/__federation_expose_routes.1111aaaa.js',
      ]);
      expect(appScripts()).toEqual(SCRIPTS);
    });

    it('does not prefetch on load what it preloads: the page loads before its first paint starts the app', () => {
      jest.useFakeTimers();
      loadPage('/marketplace', { files: ['/react.abcd1234.js'], section: null });
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersToNextFrame();
      jest.runOnlyPendingTimers();
      jest.runOnlyPendingTimers();
      expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
      expect(preloads()).toEqual(['/react.abcd1234.js']);
    });

    it('a page that is not a frame preloads nothing when it starts', () => {
      loadPage('/marketplace');
      window.dispatchEvent(new Event('scroll'));
      expect(appScripts()).toEqual(SCRIPTS);
      expect(preloads()).toEqual([]);
    });
  });
});
