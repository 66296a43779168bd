import { useEffect, useState } from 'react';

/** True when the user asked the system for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches);
  useEffect(() => {
    const mq = window.matchMedia?.(query);
    if (!mq) return;
    const onChange = () => setReduced(mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** Spec: counters animate over 2 s with a 0.2 s stagger between them. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_STAGGER_MS = 200;
export const TAGLINE_ROTATION_MS = 4000;

/** The value a counter shows `elapsed` ms after start (ease-out), reaching `target` at the end. */
export function counterValue(target: number, elapsed: number, index: number): number {
  const t = (elapsed - index * COUNTER_STAGGER_MS) / COUNTER_DURATION_MS;
  if (t <= 0) return 0;
  if (t >= 1) return target;
  return Math.round(target * (1 - (1 - t) ** 3));
}

/** Animates counters from 0 to their targets; with reduced motion shows the final values at once. */
export function useCounters(targets: number[], reduced: boolean): number[] {
  const [values, setValues] = useState(() => (reduced ? targets : targets.map(() => 0)));
  const key = targets.join(',');
  useEffect(() => {
    const list = key.split(',').map(Number);
    if (reduced) {
      setValues(list);
      return;
    }
    const start = performance.now();
    const end = COUNTER_DURATION_MS + COUNTER_STAGGER_MS * (list.length - 1);
    let frame = 0;
    const tick = (now: number) => {
      const elapsed = now - start;
      setValues(list.map((target, i) => counterValue(target, elapsed, i)));
      if (elapsed < end) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [key, reduced]);
  return values;
}

/** Index of the tagline to show; rotates every 4 s unless motion is reduced. */
export function useRotatingIndex(length: number, reduced: boolean, intervalMs = TAGLINE_ROTATION_MS): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (reduced || length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % length), intervalMs);
    return () => clearInterval(timer);
  }, [length, reduced, intervalMs]);
  return index;
}
