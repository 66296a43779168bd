/**
 * The hand-over from a pre-rendered page to the app. The page's inline start-on-intent script records the
 * root's original children, the element that had focus, a click it held and when the page's CSS animations
 * started; once the app has rendered the same page in their place, the same elements (found by their
 * position) get the typed values, the focus, the animations' progress and the click back.
 */
export interface PrerenderHandoff {
  children: Element[];
  click: Element | null;
  /** The control under a press (primary button or space bar) not yet released: the page may be replaced before the release. */
  pressed: Element | null;
  focused: Element | null;
  /** Document timeline time at which the page's CSS animations started (null: none ran). */
  animationStart: number | null;
  release: () => void;
}

type WithHandoff = typeof globalThis & { __pitchsidePrerender?: PrerenderHandoff };

/** The pending hand-over, once: null when the page was not pre-rendered. */
export function takePrerenderHandoff(): PrerenderHandoff | null {
  const w = globalThis as WithHandoff;
  const handoff = w.__pitchsidePrerender ?? null;
  delete w.__pitchsidePrerender;
  return handoff;
}

/** Child indexes from one of the original root children down to `el`. */
function pathOf(children: Element[], el: Element): number[] | null {
  const path: number[] = [];
  let node = el;
  while (!children.includes(node)) {
    const parent = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  path.unshift(children.indexOf(node));
  return path;
}

/** The element now at the old element's position, if it is the same kind of element. */
function counterpart(root: Element, children: Element[], old: Element): HTMLElement | null {
  const path = pathOf(children, old);
  if (!path) return null;
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement && node.tagName === old.tagName ? node : null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isToggle = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The option a select shows before anyone picks one: the last marked selected in the HTML, else the first. */
function defaultIndex(select: HTMLSelectElement): number {
  const options = Array.from(select.options);
  const marked = options.map((o) => o.defaultSelected).lastIndexOf(true);
  return marked === -1 ? 0 : marked;
}

function changedByVisitor(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    if (field.multiple) return Array.from(field.options).some((o) => o.selected !== o.defaultSelected);
    return field.selectedIndex !== defaultIndex(field);
  }
  return field.value !== field.defaultValue;
}

/** Sets a value the way typing does, so React's onChange sees it. */
function typeInto(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Before the app's first paint: its freshly rendered page gets what the visitor did to the pre-rendered one
 * (typed values, focus) and the progress of its animations, and the page's own CSS goes.
 */
/**
 * What the visitor typed or picked on the pre-rendered page, onto the app's fields; only where they differ, so it
 * can run again once the components' mount effects have run (one may reset its field from the URL).
 */
function restoreFields(root: Element, handoff: PrerenderHandoff): void {
  const { children } = handoff;
  for (const old of children.flatMap((child) => Array.from(child.querySelectorAll<Field>('input, textarea, select')))) {
    if (!changedByVisitor(old)) continue;
    const field = counterpart(root, children, old) as Field | null;
    if (!field) continue;
    if (isToggle(old)) {
      if ((field as HTMLInputElement).checked !== old.checked) field.click();
    } else if (field.value !== old.value) {
      typeInto(field, old.value);
    }
  }
}

export function adoptPrerenderedPage(root: Element, handoff: PrerenderHandoff): void {
  const { children } = handoff;
  restoreFields(root, handoff);

  const focused = handoff.focused && counterpart(root, children, handoff.focused);
  if (focused) {
    focused.focus({ preventScroll: true });
    const old = handoff.focused;
    // counterpart() matched the tag, so the new element is the same kind of field.
    if (old instanceof HTMLInputElement || old instanceof HTMLTextAreaElement) {
      try {
        (focused as typeof old).setSelectionRange(old.selectionStart, old.selectionEnd);
      } catch {
        // Inputs such as email and number have no selection.
      }
    }
  }

  if (handoff.animationStart !== null && typeof root.getAnimations === 'function') {
    for (const animation of root.getAnimations({ subtree: true })) {
      if (animation.playState === 'running') animation.startTime = handoff.animationStart;
    }
  }
  // The app's own sheet now has every rule the page needs.
  document.querySelectorAll('style[data-prerendered], style[data-prerender-anchor]').forEach((style) => style.remove());
}

/**
 * Once every component has mounted (their mount effects ran): the visitor's values again where an effect reset
 * them, then the click the page held, on the app's element.
 */
export function replayHeldClick(root: Element, handoff: PrerenderHandoff): void {
  restoreFields(root, handoff);
  handoff.release();
  const clicked = handoff.click && counterpart(root, handoff.children, handoff.click);
  if (clicked) clicked.click();
  const pressed = handoff.pressed && counterpart(root, handoff.children, handoff.pressed);
  if (pressed) clickOnRelease(pressed);
}

const RELEASES = ['pointerup', 'pointercancel', 'keyup'];

/** A release that clicks: of the primary button, or of the space bar (on the focused control). */
const activates = (event: Event) =>
  (event.type === 'pointerup' && (event as PointerEvent).button === 0) || (event.type === 'keyup' && (event as KeyboardEvent).key === ' ');

/**
 * A press that began on the page and ends on the app: the browser clicks nothing, because the pressed element
 * is gone. Released over (or, by the space bar, on) the app's control, it clicks that control, unless the browser
 * did after all.
 */
function clickOnRelease(control: HTMLElement): void {
  let clickedByBrowser = false;
  const onClick = (event: Event) => {
    if (control.contains(event.target as Node)) clickedByBrowser = true;
  };
  const onRelease = (event: Event) => {
    if (event.type === 'keyup' && (event as KeyboardEvent).key !== ' ') return;
    for (const type of RELEASES) removeEventListener(type, onRelease, true);
    if (!activates(event) || !control.contains(event.target as Node)) return;
    addEventListener('click', onClick, true);
    setTimeout(() => {
      removeEventListener('click', onClick, true);
      if (!clickedByBrowser) control.click();
    }, 0);
  };
  for (const type of RELEASES) addEventListener(type, onRelease, true);
}
