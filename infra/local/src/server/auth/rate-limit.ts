/** Sliding-window counters per key (email+address, address, ...), in memory, bounded. */
import { authError, type AuthErrorCode } from './errors';

export interface RateLimiter {
  /** Counts one attempt for `key`; past `max` in the window throws 429 with `code`. */
  hit(key: string, max: number, code: AuthErrorCode, msg: string): void;
}

export function createRateLimiter(windowMs: () => number): RateLimiter {
  const attempts = new Map<string, number[]>();
  return {
    hit(key, max, code, msg) {
      const now = Date.now();
      const win = windowMs();
      const list = (attempts.get(key) ?? []).filter((t) => t > now - win);
      list.push(now);
      attempts.set(key, list);
      if (attempts.size > 10000) {
        for (const [k, v] of attempts) if ((v[v.length - 1] ?? 0) < now - win) attempts.delete(k);
      }
      if (list.length > max) throw authError(429, code, msg);
    },
  };
}
