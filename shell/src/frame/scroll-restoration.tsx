import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORE_KEY = 'pitchside:scroll';
/** How long a Back/Forward keeps trying to reach its saved position while the page's content loads. */
const RESTORE_FOR_MS = 8000;
/** A restored position holds once the page's height has not changed for this long. */
const SETTLED_AFTER_MS = 500;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

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

/** Scrolls to the element of a `#hash`, or to the top; true once the target was found. */
function scrollToHashOrTop(hash: string): boolean {
  if (hash.length > 1) {
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return false;
    target.scrollIntoView();
    return true;
  }
  window.scrollTo(0, 0);
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

/**
 * Holds the page at y while its content loads: reaching y once is not enough, since cards arriving above it
 * would move it (the browser's scroll anchoring follows them). Done once y is reachable and the page's height has
 * settled, when the time is up, or as soon as the user scrolls.
 */
function restoreTo(y: number): () => void {
  let lastHeight = -1;
  let heightSince = 0;
  let userScrolled = false;
  const onUser = () => {
    userScrolled = true;
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, onUser, { passive: true });
  const cancel = untilDone(() => {
    if (userScrolled) return true;
    const now = performance.now();
    const height = document.documentElement.scrollHeight;
    if (height !== lastHeight) [lastHeight, heightSince] = [height, now];
    window.scrollTo(0, y);
    return height - window.innerHeight >= y && now - heightSince >= SETTLED_AFTER_MS;
  });
  return () => {
    cancel();
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, onUser);
  };
}

/**
 * Scroll position on in-app navigation, for the shell and every section (they share the shell's router): a new
 * page opens at its top, or at its `#hash`; Back and Forward return to where the user was on that entry. A
 * change of the query alone (filters, an open dialog) keeps the position.
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
    if (navigationType === 'POP') {
      const saved = readPositions()[location.key];
      if (saved === undefined) return;
      return restoreTo(saved);
    }
    if (before.pathname === location.pathname && !location.hash) return;
    return untilDone(() => scrollToHashOrTop(location.hash));
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
