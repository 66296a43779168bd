import { fullDateTime, timeAgo } from './time';

describe('timeAgo', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it.each([
    ['2026-11-27T11:59:40Z', 'just now'],
    ['2026-11-27T11:55:00Z', '5 minutes ago'],
    ['2026-11-27T09:00:00Z', '3 hours ago'],
    ['2026-11-26T12:00:00Z', 'yesterday'],
    ['2026-11-13T12:00:00Z', '2 weeks ago'],
  ])('%s is "%s"', (iso, text) => expect(timeAgo(iso, now)).toBe(text));
});

describe('fullDateTime', () => {
  it("writes the date and time in each time zone asked for (a formatter is kept per zone)", () => {
    const iso = '2026-11-27T23:30:00Z';
    expect(fullDateTime(iso, 'UTC')).toBe('Friday, November 27, 2026 at 11:30 PM');
    expect(fullDateTime(iso, 'Asia/Tokyo')).toBe('Saturday, November 28, 2026 at 8:30 AM');
    expect(fullDateTime(iso, 'UTC')).toBe('Friday, November 27, 2026 at 11:30 PM');
  });
});
