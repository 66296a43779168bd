import type { EventRow } from '../api/events-list';

const HOUR_MS = 60 * 60 * 1000;

/** The event as an iCalendar file's text (RFC 5545, through the `ics` library, loaded only when asked for). */
export async function eventIcs(event: EventRow, siteOrigin: string): Promise<string> {
  const { createEvent } = await import(/* webpackChunkName: "ics" */ 'ics');
  const start = Date.parse(event.start_date);
  const { error, value } = createEvent({
    uid: `${event.id}@pitchside`,
    productId: 'pitchside/community',
    title: event.title,
    description: event.description ?? undefined,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end_date ? Date.parse(event.end_date) : start + HOUR_MS,
    endInputType: 'utc',
    endOutputType: 'utc',
    location: event.is_virtual ? (event.online_url ?? 'Online') : (event.location ?? undefined),
    url: event.online_url ?? `${siteOrigin}/community#events`,
  });
  if (error || !value) throw error ?? new Error('Could not make the calendar file');
  return value;
}

/** Downloads the event as `<title>.ics` for any calendar app. */
export async function downloadEventIcs(event: EventRow): Promise<void> {
  const text = await eventIcs(event, window.location.origin);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${event.title.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase() || 'event'}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
