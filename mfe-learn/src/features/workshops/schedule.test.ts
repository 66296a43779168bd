import type { Workshop } from './api/workshops-list-query';
import { formatSessionTime, seatsLeft, splitSessions } from './schedule';

const w = (id: string, starts_at: string, over: Partial<Workshop> = {}): Workshop => ({
  id,
  kind: 'workshop',
  title: id,
  description: null,
  host_name: null,
  starts_at,
  duration_minutes: 60,
  recording_url: null,
  capacity: 10,
  registered_count: 0,
  tags: [],
  ...over,
});

test('upcoming soonest first, past most recent first', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const { upcoming, past } = splitSessions([w('b', '2026-06-09T10:00:00Z'), w('old', '2026-01-01T10:00:00Z'), w('a', '2026-06-02T10:00:00Z'), w('recent', '2026-05-30T10:00:00Z')], now);
  expect(upcoming.map((x) => x.id)).toEqual(['a', 'b']);
  expect(past.map((x) => x.id)).toEqual(['recent', 'old']);
});

test('seats left never goes below zero; no capacity means unlimited', () => {
  expect(seatsLeft(w('x', '2026-01-01T00:00:00Z', { capacity: 12, registered_count: 5 }))).toBe(7);
  expect(seatsLeft(w('x', '2026-01-01T00:00:00Z', { capacity: 3, registered_count: 3 }))).toBe(0);
  expect(seatsLeft(w('x', '2026-01-01T00:00:00Z', { capacity: null }))).toBeNull();
});

test('shows the time in the viewer\'s zone, naming the zone', () => {
  const iso = '2026-12-01T18:00:00Z';
  expect(formatSessionTime(iso, 'en-US', 'America/New_York')).toBe('Tuesday, December 1, 2026 at 1:00 PM (EST)');
  expect(formatSessionTime(iso, 'en-GB', 'Europe/London')).toBe('Tuesday, 1 December 2026 at 18:00 (GMT)');
});
