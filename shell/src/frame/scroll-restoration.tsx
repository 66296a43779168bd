import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORE_KEY = 'pitchside:scroll';
/** How long a Back/Forward keeps trying to reach its saved position while the page's content loads. */
const RESTORE_FOR_MS = 8000;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number): void {
  const positions = readPositions();
  positions[key] = y;
  const keys = Object.keys(positions);
  // Keep the last 50 entries: enough for any Back run, bounded for session storage.
  for (const old of keys.slice(0, Math.max(0, keys.length - 50))) delete positions[old];
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(positions));
  } catch {
    /* storage full or off: Back then opens at the top */
  }
}

/** Scrolls to the element of a `#hash`, or to the top; true once the target was found. `scrolled` hears where to. */
function scrollToHashOrTop(hash: string, scrolled: () => void): boolean {
  if (hash.length > 1) {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return false;
    target.scrollIntoView();
    scrolled();
    return true;
  }
  window.scrollTo(0, 0);
  scrolled();
  return true;
}

/** Repeats `attempt` each frame until it succeeds or the time is up (a section's content arrives after the route). */
function untilDone(attempt: () => boolean): () => void {
  const started = performance.now();
  let frame = 0;
  const tick = () => {
    if (attempt() || performance.now() - started > RESTORE_FOR_MS) return;
    frame = requestAnimationFrame(tick);
  };
  tick();
  return () => cancelAnimationFrame(frame);
}

/** What a user does to scroll for themselves: from then on, the page is theirs. */
const USER_INTENT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How long a restored position must hold with the page's height unchanged before it is left alone. */
const SETTLED_MS = 1000;

/**
 * Brings the page to `y` and holds it there while the page settles: its content arrives after the route, and
 * when something above the restored place then changes height (a section that loads its own part, an image),
 * the browser's scroll anchoring moves the page by as much. Stops once the position held with the height unchanged
 * for SETTLED_MS, after RESTORE_FOR_MS, or as soon as the user scrolls, taps or presses a key.
 */
function holdPosition(y: number, scrolled: () => void): () => void {
  const started = performance.now();
  let frame = 0;
  let stopped = false;
  let height = -1;
  let steadySince = started;
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    for (const type of USER_INTENT) window.removeEventListener(type, stop, true);
  };
  for (const type of USER_INTENT) window.addEventListener(type, stop, { capture: true, passive: true });
  const tick = () => {
    if (stopped) return;
    const now = performance.now();
    const scrollHeight = document.documentElement.scrollHeight;
    if (scrollHeight !== height || Math.abs(window.scrollY - y) > 1) steadySince = now;
    height = scrollHeight;
    if (Math.abs(window.scrollY - y) > 1) {
      window.scrollTo(0, y);
      scrolled();
    }
    if (now - started > RESTORE_FOR_MS || (now - steadySince > SETTLED_MS && document.documentElement.scrollHeight - window.innerHeight >= y)) return stop();
    frame = requestAnimationFrame(tick);
  };
  tick();
  return stop;
}

/**
 * Scroll position on in-app navigation, for the shell and every section (they share the shell's router): a new
 * page opens at its top, or at its `#hash`; Back and Forward return to where the user was on that entry (an entry
 * without a saved position opens as a new page does). A change of the query alone (filters, an open dialog) keeps
 * the position.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ key: string; pathname: string } | null>(null);
  // The position as the user left it: read on scroll, because by the time the next page has rendered the
  // browser may already have clamped window.scrollY to the new, shorter document.
  const lastY = useRef(0);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    lastY.current = window.scrollY;
    const onScroll = () => {
      lastY.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { key: location.key, pathname: location.pathname };
    if (!before) return;
    savePosition(before.key, lastY.current);
    // Where this component scrolls to counts at once: its scroll event comes a frame later, and a Back or Forward
    // within that frame would otherwise save the page left earlier's position for this one.
    const scrolled = () => {
      lastY.current = window.scrollY;
    };
    if (navigationType === 'POP') {
      const saved = readPositions()[location.key];
      if (saved !== undefined) return holdPosition(saved, scrolled);
      // An entry left without its position saved (another document's, or one whose render a navigation skipped: the
      // router replaced the entry while the page waited for its code, then Back): opened as a new page, not where
      // the page before it was scrolled.
    }
    if (before.pathname === location.pathname && !location.hash) return;
    return untilDone(() => scrollToHashOrTop(location.hash, scrolled));
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
