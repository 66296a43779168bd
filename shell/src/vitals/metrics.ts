/**
 * The Web Vitals as the `web-vitals` library computes them, from PerformanceObserver entries (the library is not a
 * dependency of the project: these are its definitions, kept small and pure so they are unit-tested).
 */

/** A layout-shift entry, as far as CLS needs it. */
export interface ShiftEntry {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
}

/**
 * CLS: the largest session window of layout shifts (shifts less than 1 s apart, a window at most 5 s long), shifts
 * right after an input excluded.
 */
export class ClsMeter {
  private windowValue = 0;
  private first = 0;
  private last = 0;
  value = 0;

  add(entry: ShiftEntry): void {
    if (entry.hadRecentInput) return;
    if (this.windowValue > 0 && entry.startTime - this.last < 1000 && entry.startTime - this.first < 5000) {
      this.windowValue += entry.value;
    } else {
      this.windowValue = entry.value;
      this.first = entry.startTime;
    }
    this.last = entry.startTime;
    this.value = Math.max(this.value, this.windowValue);
  }
}

/** An event-timing entry, as far as INP needs it. */
export interface InteractionEntry {
  interactionId?: number;
  duration: number;
}

const KEPT = 10;

/**
 * INP: each interaction's longest event duration; the worst interaction, or with many interactions a high
 * percentile (one worst interaction ignored per 50), as web-vitals does. Undefined until the first interaction.
 */
export class InpMeter {
  private worst: { id: number; duration: number }[] = [];
  private count = 0;

  add(entry: InteractionEntry): void {
    const id = entry.interactionId;
    if (!id) return;
    const seen = this.worst.find((w) => w.id === id);
    if (seen) {
      seen.duration = Math.max(seen.duration, entry.duration);
    } else {
      this.count += 1;
      this.worst.push({ id, duration: entry.duration });
    }
    this.worst.sort((a, b) => b.duration - a.duration);
    this.worst.length = Math.min(this.worst.length, KEPT);
  }

  get value(): number | undefined {
    if (!this.count) return undefined;
    const i = Math.min(this.worst.length - 1, Math.floor(this.count / 50));
    return this.worst[i]?.duration;
  }
}

/** The navigation entry's type as the report names it. */
export function navigationType(entry: { type?: string; activationStart?: number } | undefined): 'navigate' | 'reload' | 'back-forward' | 'prerender' {
  if (!entry) return 'navigate';
  if ((entry.activationStart ?? 0) > 0) return 'prerender';
  if (entry.type === 'reload') return 'reload';
  if (entry.type === 'back_forward') return 'back-forward';
  return 'navigate';
}
