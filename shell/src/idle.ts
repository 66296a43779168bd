/** Runs `task` when the browser is idle (or after `timeoutMs`), so start-up work stays off the first paint. */
export function whenIdle(task: () => void, timeoutMs = 2000): void {
  const w = globalThis as typeof globalThis & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };
  if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, Math.min(timeoutMs, 200));
}
