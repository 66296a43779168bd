const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// Made once, on first use: a feed page shows fifty posts, and making a formatter costs far more than using one.
let relative: Intl.RelativeTimeFormat | undefined;
const full = new Map<string | undefined, Intl.DateTimeFormat>();

/** "5 minutes ago", "yesterday", "just now": how long ago `iso` was, in the viewer's language. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const rtf = (relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/** The full date and time in the viewer's time zone, for a tooltip or a `<time>` title. */
export function fullDateTime(iso: string, timeZone?: string): string {
  let format = full.get(timeZone);
  if (!format) full.set(timeZone, (format = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short', timeZone })));
  return format.format(new Date(iso));
}
