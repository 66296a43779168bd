import { validate } from 'shared-ui';
import { EMPTY_EVENT, eventSchema, isoToLocal, localToIso } from './event-schema';

const inDays = (d: number) => isoToLocal(new Date(Date.now() + d * 86400000).toISOString());

describe('event form', () => {
  test('an in-person event needs a place; times become instants', () => {
    const start = inDays(3);
    const r = validate(eventSchema, { ...EMPTY_EVENT, title: 'Film day', start, capacity: '25', location: 'Austin, TX' });
    expect(r).toMatchObject({ success: true, data: { title: 'Film day', start_date: localToIso(start), end_date: null, capacity: 25, location: 'Austin, TX', online_url: null } });
    expect(validate(eventSchema, { ...EMPTY_EVENT, title: 'Film day', start })).toMatchObject({ success: false, errors: { location: 'Say where the event takes place' } });
  });

  test('an online event needs an http(s) link', () => {
    const base = { ...EMPTY_EVENT, title: 'Q&A', start: inDays(1), is_virtual: true };
    expect(validate(eventSchema, base)).toMatchObject({ errors: { online_url: 'Add the link attendees join with' } });
    expect(validate(eventSchema, { ...base, online_url: 'javascript:alert(1)' })).toMatchObject({ errors: { online_url: 'Enter a link starting with https://' } });
    expect(validate(eventSchema, { ...base, online_url: 'https://meet.example.com/q' })).toMatchObject({ success: true, data: { location: 'Online' } });
  });

  test('past starts, ends before starts and bad capacities are refused', () => {
    const r = validate(eventSchema, { ...EMPTY_EVENT, title: 'Late', start: inDays(-1), end: inDays(-2), location: 'Here', capacity: '0' });
    expect(r).toMatchObject({ success: false, errors: { start: 'An event must start in the future', end: 'The event cannot end before it starts', capacity: expect.stringMatching(/whole number/) } });
  });

  test('local and ISO times round trip', () => {
    const iso = '2030-05-01T17:30:00.000Z';
    expect(localToIso(isoToLocal(iso))).toBe(iso);
    expect(localToIso('')).toBeNull();
  });
});
