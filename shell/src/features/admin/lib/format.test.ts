import { cents, percent, shortId } from './format';

test('money in cents, rates and short ids', () => {
  expect(cents(250000)).toBe('$2,500.00');
  expect(cents(999, 'eur')).toBe('€9.99');
  expect(percent(3, 4)).toBe('75%');
  expect(percent(0, 0)).toBe('n/a');
  expect(shortId('10000000-0000-4000-8000-000000000005')).toBe('10000000');
});
