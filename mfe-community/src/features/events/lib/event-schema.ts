import * as z from 'zod';
import { type CheckValue, hasVisibleText } from 'shared-ui';
import { CheckValues } from 'shared-ui/database-types';

export type EventType = CheckValue<'events_event_type'>;
export const EVENT_TYPES = CheckValues.events_event_type;
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  meetup: 'Meetup',
  workshop: 'Workshop',
  webinar: 'Webinar',
  tournament: 'Tournament',
  networking: 'Networking',
  other: 'Other',
};

/** Roles that hold events (the database's insert policy says the same). */
export const EVENT_HOST_ROLES: readonly string[] = ['brand', 'agency', 'admin'];

/** A `datetime-local` value (the viewer's time zone) as an ISO instant, or null when empty or invalid. */
export function localToIso(value: string): string | null {
  if (!value) return null;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** An ISO instant as a `datetime-local` value in the viewer's time zone. */
export function isoToLocal(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const eventSchema = z
  .object({
    title: z.string().trim().min(3, 'The title needs at least 3 characters').refine(hasVisibleText, 'Give the event a title').max(200, 'Keep the title to 200 characters'),
    description: z.string().trim().max(5000, 'Keep the description to 5,000 characters'),
    event_type: z.enum(EVENT_TYPES),
    start: z.string().min(1, 'Choose when the event starts'),
    end: z.string(),
    is_virtual: z.boolean(),
    location: z.string().trim().max(200, 'Keep the location to 200 characters'),
    online_url: z.string().trim().refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), 'Enter a link starting with https://'),
    capacity: z.string().trim().refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 100000), 'Enter a whole number of places from 1, or leave it empty for no limit'),
  })
  .superRefine((v, ctx) => {
    const start = localToIso(v.start);
    if (v.start && !start) ctx.addIssue({ code: 'custom', path: ['start'], message: 'Enter a valid date and time' });
    else if (start && Date.parse(start) <= Date.now()) ctx.addIssue({ code: 'custom', path: ['start'], message: 'An event must start in the future' });
    const end = localToIso(v.end);
    if (start && end && Date.parse(end) < Date.parse(start)) ctx.addIssue({ code: 'custom', path: ['end'], message: 'The event cannot end before it starts' });
    if (v.is_virtual && !v.online_url) ctx.addIssue({ code: 'custom', path: ['online_url'], message: 'Add the link attendees join with' });
    if (!v.is_virtual && !v.location) ctx.addIssue({ code: 'custom', path: ['location'], message: 'Say where the event takes place' });
  })
  .transform((v) => ({
    title: v.title,
    description: v.description || null,
    event_type: v.event_type,
    start_date: localToIso(v.start)!,
    end_date: localToIso(v.end),
    is_virtual: v.is_virtual,
    location: v.is_virtual ? v.location || 'Online' : v.location,
    online_url: v.online_url || null,
    capacity: v.capacity ? Number(v.capacity) : null,
  }));

export type EventInput = z.input<typeof eventSchema>;
export type EventData = z.output<typeof eventSchema>;
export const EMPTY_EVENT: EventInput = { title: '', description: '', event_type: 'meetup', start: '', end: '', is_virtual: false, location: '', online_url: '', capacity: '' };
