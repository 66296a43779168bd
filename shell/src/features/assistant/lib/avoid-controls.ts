/** What a floating button must never cover: anything the user can press, type into or choose. */
const CONTROL = 'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [contenteditable="true"]';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The visible controls whose boxes meet `box`, except `self` and what is inside it. */
export function controlsUnder(box: Box, self: Element, root: ParentNode = document): Element[] {
  const hits: Element[] = [];
  for (const el of Array.from(root.querySelectorAll(CONTROL))) {
    if (el === self || self.contains(el) || el.contains(self)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (overlaps(box, r)) hits.push(el);
  }
  return hits;
}

/**
 * Where the floating button goes: its resting place when nothing is under it; else just above the highest control
 * it would cover, if that keeps it in the lower half of the screen and clear of every control; else nowhere
 * (hidden until the page moves), because covering a control is worse than being absent for a moment.
 */
export function placeAvoiding(rest: Box, viewportHeight: number, controlsAt: (box: Box) => Box[], gap = 8): { lift: number } | null {
  const under = controlsAt(rest);
  if (under.length === 0) return { lift: 0 };
  const top = Math.min(...under.map((c) => c.top));
  const lift = rest.bottom - top + gap;
  const lifted = { ...rest, top: rest.top - lift, bottom: rest.bottom - lift };
  if (lifted.top < viewportHeight / 2 || controlsAt(lifted).length > 0) return null;
  return { lift };
}
