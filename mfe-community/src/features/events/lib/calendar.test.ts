/** @jest-environment node */
import { eventIcs } from './calendar';
import type { EventRow } from '../api/events-list';

const event: EventRow = {
  id: '40000000-0000-4000-8000-000000000002',
  title: 'NIL Deals 101: Live Q&A',
  description: 'Bring your questions.',
  event_type: 'webinar',
  start_date: '2030-03-04T18:00:00.000Z',
  end_date: null,
  location: 'Online',
  is_virtual: true,
  online_url: 'https://meet.pitchside.dev/nil-101',
  capacity: 500,
  attendees_count: 12,
  created_by: null,
  cancelled_at: null,
};

test('an event becomes an iCalendar event in UTC with its link, an hour long without an end', async () => {
  const ics = await eventIcs(event, 'https://pitchside.dev');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain('UID:40000000-0000-4000-8000-000000000002@pitchside');
  expect(ics).toContain('SUMMARY:NIL Deals 101: Live Q&A');
  expect(ics).toContain('DTSTART:20300304T180000Z');
  expect(ics).toContain('DTEND:20300304T190000Z');
  expect(ics).toContain('LOCATION:https://meet.pitchside.dev/nil-101');
});
