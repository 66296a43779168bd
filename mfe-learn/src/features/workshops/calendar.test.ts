/** @jest-environment node */
import { icsFileName, workshopIcs } from './calendar';
import type { Workshop } from './api/workshops-list-query';

const w: Workshop = {
  id: '55000000-0000-4000-8000-000000000001',
  kind: 'workshop',
  title: 'Build Your Media Kit Live',
  description: 'Leave with a finished media kit.',
  host_name: 'Priya Nair',
  starts_at: '2026-12-01T18:00:00+00:00',
  duration_minutes: 90,
  recording_url: null,
  capacity: 40,
  registered_count: 3,
  tags: [],
};

test('builds a calendar event at the session time in UTC, with its length, title and host', async () => {
  const ics = await workshopIcs(w, 'https://pitchside.example/learn/workshops-webinars');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain('SUMMARY:Build Your Media Kit Live');
  expect(ics).toContain('DTSTART:20261201T180000Z');
  expect(ics).toContain('DURATION:PT90M');
  expect(ics).toContain('Host: Priya Nair');
  expect(ics).toContain(`UID:${w.id}@pitchside`);
});

test('names the file after the session', () => {
  expect(icsFileName(w)).toBe('build-your-media-kit-live.ics');
});
