import { useEffect, useState, type RefObject } from 'react';
import { controlsUnder, placeAvoiding, type Box } from '../lib/avoid-controls';

const boxOf = (r: DOMRect): Box => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });

/**
 * Keeps a floating button off the page's controls: re-placed when the page scrolls, resizes or changes. Returns how
 * far to lift it, or null to hide it for now (see placeAvoiding).
 */
export function useAvoidControls(ref: RefObject<HTMLElement | null>, active: boolean): { lift: number } | null {
  // Hidden until first measured: a busy start can delay that frame, and the button must not show over a control.
  const [placement, setPlacement] = useState<{ lift: number } | null>(null);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      // where it rests, whatever lift it has now
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const bottom = window.innerHeight - (parseFloat(style.bottom) || 0);
      const rest = { left: r.left, right: r.right, top: bottom - r.height, bottom };
      const next = placeAvoiding(rest, window.innerHeight, (box) => controlsUnder(box, el).map((c) => boxOf(c.getBoundingClientRect())));
      setPlacement((now) => (now?.lift === next?.lift && (now === null) === (next === null) ? now : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    // the page changing (a render, a list arriving) is checked a moment later, not on every frame: a page that
    // renders often would otherwise measure every control each frame
    let settle: ReturnType<typeof setTimeout> | undefined;
    const scheduleSettled = () => {
      if (settle === undefined) settle = setTimeout(() => ((settle = undefined), schedule()), 250);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new MutationObserver(scheduleSettled);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'hidden'] });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settle);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [ref, active]);
  return placement;
}
