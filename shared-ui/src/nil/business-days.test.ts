import { addBusinessDays, businessDaysBetween, isBusinessDay, todayUtc } from './business-days';

describe('addBusinessDays', () => {
  test('within one week', () => {
    expect(addBusinessDays('2026-11-23', 1)).toBe('2026-11-24'); // Mon -> Tue
    expect(addBusinessDays('2026-11-23', 4)).toBe('2026-11-27'); // Mon -> Fri
  });
  test('skips the weekend: Monday + 5 is the next Monday', () => {
    expect(addBusinessDays('2026-11-23', 5)).toBe('2026-11-30');
  });
  test('a deal agreed on a Friday is due the Friday after; its day-3 reminder is on Wednesday', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true);
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30'); // Monday
    expect(addBusinessDays('2026-11-27', 3)).toBe('2026-12-02'); // Wednesday
    expect(addBusinessDays('2026-11-27', 5)).toBe('2026-12-04'); // Friday
  });
  test('a deal agreed on a Saturday or Sunday counts from the Monday', () => {
    expect(addBusinessDays('2026-11-28', 5)).toBe('2026-12-04');
    expect(addBusinessDays('2026-11-29', 5)).toBe('2026-12-04');
    expect(addBusinessDays('2026-11-29', 1)).toBe('2026-11-30');
  });
  test('across a month and a year end', () => {
    expect(addBusinessDays('2026-12-30', 5)).toBe('2027-01-06'); // Wed -> Wed
    expect(addBusinessDays('2024-02-28', 2)).toBe('2024-03-01'); // leap year: Wed -> Fri
  });
  test('zero and negative days', () => {
    expect(addBusinessDays('2026-11-28', 0)).toBe('2026-11-28');
    expect(addBusinessDays('2026-11-30', -1)).toBe('2026-11-27'); // Mon -> the Friday before
    expect(addBusinessDays('2026-12-04', -5)).toBe('2026-11-27');
  });
  test('refuses what is not a calendar date or a whole number', () => {
    expect(() => addBusinessDays('27/11/2026', 1)).toThrow('Not a calendar date');
    expect(() => addBusinessDays('2026-11-27', 1.5)).toThrow('whole number');
  });
});

describe('businessDaysBetween', () => {
  test('counts weekdays after the first date up to the second', () => {
    expect(businessDaysBetween('2026-11-27', '2026-11-27')).toBe(0);
    expect(businessDaysBetween('2026-11-27', '2026-12-04')).toBe(5);
    expect(businessDaysBetween('2026-11-28', '2026-11-30')).toBe(1);
    expect(businessDaysBetween('2026-11-28', '2026-11-29')).toBe(0);
  });
  test('is negative once the date has passed', () => {
    expect(businessDaysBetween('2026-12-07', '2026-12-04')).toBe(-1);
    expect(businessDaysBetween('2026-12-08', '2026-12-04')).toBe(-2);
  });
  test('is the inverse of addBusinessDays from a business day', () => {
    for (const from of ['2026-11-23', '2026-11-25', '2026-11-27']) {
      for (const n of [1, 2, 3, 5, 9]) expect(businessDaysBetween(from, addBusinessDays(from, n))).toBe(n);
    }
  });
});

test('todayUtc is the UTC calendar date', () => {
  expect(todayUtc(new Date('2026-11-27T23:30:00-05:00'))).toBe('2026-11-28');
});
