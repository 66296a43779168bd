import type { Workshop } from './api/workshops-list-query';

export function splitSessions(all: Workshop[], now: Date = new Date()) {
  const t = now.getTime();
  return {
    upcoming: all.filter((w) => new Date(w.starts_at).getTime() > t).sort((a, b) => a.starts_at.localeCompare(b.starts_at)),
    past: all.filter((w) => new Date(w.starts_at).getTime() <= t).sort((a, b) => b.starts_at.localeCompare(a.starts_at)),
  };
}

export function seatsLeft(w: Workshop): number | null {
  return w.capacity === null ? null : Math.max(0, w.capacity - w.registered_count);
}

/** Date and time in the viewer's own time zone, with the zone named. */
export function formatSessionTime(iso: string, locale?: string, timeZone?: string): string {
  const date = new Date(iso);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date);
  const zone = new Intl.DateTimeFormat(locale, { timeZoneName: 'short', timeZone }).formatToParts(date).find((p) => p.type === 'timeZoneName')?.value;
  return zone ? `${when} (${zone})` : when;
}
