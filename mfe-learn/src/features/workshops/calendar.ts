import type { Workshop } from './api/workshops-list-query';

/** An iCalendar file for one session, built with `ics` (loaded on click). */
export async function workshopIcs(w: Workshop, pageUrl: string): Promise<string> {
  const { createEvent } = await import('ics');
  const start = new Date(w.starts_at);
  const { error, value } = createEvent({
    uid: `${w.id}@pitchside`,
    title: w.title,
    description: [w.description, w.host_name ? `Host: ${w.host_name}` : null, pageUrl].filter(Boolean).join('\n\n'),
    start: [start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes()],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: w.duration_minutes },
    url: pageUrl,
    location: 'Online',
    productId: 'pitchside/learn',
  });
  if (error || !value) throw error ?? new Error('Could not create the calendar file');
  return value;
}

export function icsFileName(w: Workshop): string {
  return `${w.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.ics`;
}

export async function downloadWorkshopIcs(w: Workshop): Promise<void> {
  const text = await workshopIcs(w, `${window.location.origin}/learn/workshops-webinars`);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = icsFileName(w);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
