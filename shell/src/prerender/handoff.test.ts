import { adoptPrerenderedPage, replayHeldClick, takePrerenderHandoff, type PrerenderHandoff } from './handoff';

const PAGE = `
  <nav><a href="/about">About</a><button type="button">Light theme</button></nav>
  <main><h1>FAQ</h1><label>Search<input name="q" value=""></label><input type="checkbox" name="c"><select name="sort"><option value="newest">Newest</option><option value="pay">Highest pay</option></select><button type="button">Ask</button></main>
`;

/** Two copies of the same page: the pre-rendered one the visitor used, and the app's render that replaces it. */
function setUp() {
  document.body.innerHTML = `<div id="root">${PAGE}</div>`;
  const root = document.getElementById('root')!;
  const children = Array.from(root.children);
  const released = jest.fn();
  const handoff: PrerenderHandoff = { children, click: null, pressed: null, focused: null, animationStart: null, release: released };
  const replace = () => {
    root.replaceChildren();
    root.innerHTML = PAGE;
  };
  return { root, handoff, replace, released };
}

describe('pre-rendered page hand-over', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('replays the held click on the same control of the new page, after releasing the hold, and drops the page CSS', () => {
    const { root, handoff, replace, released } = setUp();
    document.head.innerHTML = '<style data-styled="" data-prerender-anchor></style><style data-prerendered>h1{}</style><style data-styled="active"></style>';
    handoff.click = root.querySelector('nav button');
    replace();
    const clicks: string[] = [];
    // The page's hold would otherwise catch the replayed click too.
    root.addEventListener('click', (event) => clicks.push(`${(event.target as HTMLElement).textContent} after ${released.mock.calls.length} release`));
    adoptPrerenderedPage(root, handoff);
    expect(clicks).toEqual([]);
    replayHeldClick(root, handoff);
    expect(clicks).toEqual(['Light theme after 1 release']);
    expect(Array.from(document.head.querySelectorAll('style'), (style) => style.getAttribute('data-styled'))).toEqual(['active']);
  });

  it('carries typed text (as input events), ticked boxes and the focus with its caret', () => {
    const { root, handoff, replace } = setUp();
    const oldInput = root.querySelector<HTMLInputElement>('input[name="q"]')!;
    oldInput.value = 'pricing';
    oldInput.focus();
    oldInput.setSelectionRange(2, 4);
    root.querySelector<HTMLInputElement>('input[name="c"]')!.checked = true;
    handoff.focused = oldInput;
    replace();
    const typed: string[] = [];
    root.addEventListener('input', (event) => typed.push((event.target as HTMLInputElement).value));
    adoptPrerenderedPage(root, handoff);
    const input = root.querySelector<HTMLInputElement>('input[name="q"]')!;
    expect(input).not.toBe(oldInput);
    expect(input.value).toBe('pricing');
    expect(typed).toContain('pricing');
    expect(root.querySelector<HTMLInputElement>('input[name="c"]')!.checked).toBe(true);
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 4]);
  });

  it("leaves the app's own values where the visitor changed nothing (a select shows its first option before the app sets one)", () => {
    const { root, handoff, replace } = setUp();
    replace();
    // The app renders the sort from the URL.
    root.querySelector<HTMLSelectElement>('select')!.value = 'pay';
    const changes: string[] = [];
    root.addEventListener('change', (event) => changes.push((event.target as HTMLSelectElement).name));
    adoptPrerenderedPage(root, handoff);
    replayHeldClick(root, handoff);
    expect(root.querySelector<HTMLSelectElement>('select')!.value).toBe('pay');
    expect(changes).toEqual([]);
  });

  it('types the text in again once the components have mounted, if a mount effect reset the field', () => {
    const { root, handoff, replace } = setUp();
    root.querySelector<HTMLInputElement>('input[name="q"]')!.value = 'glove';
    replace();
    adoptPrerenderedPage(root, handoff);
    // A component's mount effect sets its field from the URL again.
    root.querySelector<HTMLInputElement>('input[name="q"]')!.value = '';
    replayHeldClick(root, handoff);
    expect(root.querySelector<HTMLInputElement>('input[name="q"]')!.value).toBe('glove');
  });

  describe('a press the hand-over interrupted (pressed on the page, not yet released)', () => {
    const release = (target: Element, type = 'pointerup') => target.dispatchEvent(new MouseEvent(type, { bubbles: true, button: 0 }));
    const releaseKey = (target: Element, key = ' ') => target.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true, key }));
    const clicksOn = (root: Element) => {
      const clicks: string[] = [];
      root.addEventListener('click', (event) => clicks.push((event.target as HTMLElement).textContent ?? ''));
      return clicks;
    };
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

    /** A press on the page's control at `selector`, then the app's page in its place, handed over. */
    const handOverPressing = (selector: string) => {
      const { root, handoff, replace } = setUp();
      handoff.pressed = root.querySelector(selector);
      replace();
      const clicks = clicksOn(root);
      replayHeldClick(root, handoff);
      return { button: root.querySelector(selector)!, clicks, root };
    };

    it("clicks the app's control once the press is released over it", async () => {
      const { button, clicks } = handOverPressing('main button');
      expect(clicks).toEqual([]);
      release(button);
      await tick();
      expect(clicks).toEqual(['Ask']);
      release(button);
      await tick();
      expect(clicks).toEqual(['Ask']);
    });

    it("clicks the app's control when the space bar that pressed it is released on it, after any other key", async () => {
      const { button, clicks } = handOverPressing('nav button');
      releaseKey(button, 'Shift');
      await tick();
      expect(clicks).toEqual([]);
      releaseKey(button);
      await tick();
      expect(clicks).toEqual(['Light theme']);
    });

    it.each([
      ['released elsewhere', []],
      ['cancelled', []],
      ['clicked by the browser after all', ['Ask']],
    ])('a press %s ends in the clicks %j', async (end, expected) => {
      const { button, clicks, root } = handOverPressing('main button');
      if (end === 'released elsewhere') release(root.querySelector('h1')!);
      if (end === 'cancelled') release(button, 'pointercancel');
      if (end === 'clicked by the browser after all') {
        release(button);
        (button as HTMLElement).click();
      }
      await tick();
      expect(clicks).toEqual(expected);
    });
  });

  it('does nothing to an element whose place now holds a different kind of element', () => {
    const { root, handoff } = setUp();
    handoff.click = root.querySelector('main button');
    root.replaceChildren();
    root.innerHTML = '<nav></nav><main><h1>FAQ</h1><p>Loading page...</p></main>';
    const clicks = jest.fn();
    root.addEventListener('click', clicks);
    replayHeldClick(root, handoff);
    expect(clicks).not.toHaveBeenCalled();
  });

  it('is taken once, and is absent on pages that were not pre-rendered', () => {
    const { handoff } = setUp();
    Object.assign(window, { __pitchsidePrerender: handoff });
    expect(takePrerenderHandoff()).toBe(handoff);
    expect(takePrerenderHandoff()).toBeNull();
  });
});
