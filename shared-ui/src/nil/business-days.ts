/**
 * Business-day arithmetic for NIL reporting, on calendar dates ('YYYY-MM-DD', UTC). Saturdays and Sundays do not
 * count; public holidays do (NIL Go's window is counted here in weekdays only; a holiday inside it gives the athlete
 * one day less, never one more). The database's `private.add_business_days()` is the same rule and is what flags
 * and due dates come from; this copy is for display ("due in 2 business days"), and
 * infra/supabase/tests/nil.test.ts checks the two agree.
 */

const DAY_MS = 86_400_000;

function toDay(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not a calendar date: ${iso}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

function fromDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday. */
function weekday(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

export function isBusinessDay(iso: string): boolean {
  const w = weekday(toDay(iso));
  return w !== 0 && w !== 6;
}

/** `days` business days after (negative: before) `from`. From a Friday, +1 is the Monday after. */
export function addBusinessDays(from: string, days: number): string {
  if (!Number.isInteger(days)) throw new Error('days must be a whole number');
  let day = toDay(from);
  const step = days < 0 ? -1 : 1;
  let left = Math.abs(days);
  while (left > 0) {
    day += step;
    const w = weekday(day);
    if (w !== 0 && w !== 6) left--;
  }
  return fromDay(day);
}

/**
 * Business days from `from` (exclusive) to `to` (inclusive): 0 on the day itself, negative once `to` has passed.
 * From a Saturday to the Monday after is 1.
 */
export function businessDaysBetween(from: string, to: string): number {
  const a = toDay(from);
  const b = toDay(to);
  const sign = b < a ? -1 : 1;
  let count = 0;
  for (let day = Math.min(a, b) + 1; day <= Math.max(a, b); day++) {
    const w = weekday(day);
    if (w !== 0 && w !== 6) count++;
  }
  return sign * count;
}

/** Today's calendar date in UTC (the day the database counts from). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
