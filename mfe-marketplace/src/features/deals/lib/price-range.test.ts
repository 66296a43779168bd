import { priceRangeError } from './price-range';

test('a valid range is a filter', () => {
  expect(priceRangeError([0, 10000])).toBeNull();
  expect(priceRangeError([3000, 3000])).toBeNull();
});

test('a reversed, out-of-range or fractional range says what is wrong instead of being rewritten', () => {
  expect(priceRangeError([6000, 5000])).toBe('The minimum is more than the maximum.');
  expect(priceRangeError([0, 20000])).toBe('Enter an amount from $0 to $10,000.');
  expect(priceRangeError([-5, 100])).toBe('Enter an amount from $0 to $10,000.');
  expect(priceRangeError([10.5, 100])).toBe('Enter whole dollars.');
});
