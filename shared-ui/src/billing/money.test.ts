import { formatCents, formatDollars, formatPrice } from './money';

test('money from cents', () => {
  expect(formatCents(1900)).toBe('$19.00');
  expect(formatCents(8_000_000)).toBe('$80,000.00');
});

test('prices keep their cents and drop only a whole dollar amount\'s .00', () => {
  expect(formatPrice(145050)).toBe('$1,450.50');
  expect(formatPrice(145001)).toBe('$1,450.01');
  expect(formatPrice(145000)).toBe('$1,450');
  expect(formatPrice(99)).toBe('$0.99');
  expect(formatPrice(0)).toBe('$0');
  expect(formatPrice(Number.NaN)).toBe('$0');
});

test('prices from dollar amounts (numeric columns, possibly strings) are never rounded to the dollar', () => {
  expect(formatDollars(1450.5)).toBe('$1,450.50');
  expect(formatDollars('1450.50')).toBe('$1,450.50');
  expect(formatDollars(1450.49)).toBe('$1,450.49');
  expect(formatDollars(0.1 + 0.2)).toBe('$0.30');
  expect(formatDollars('2500.00')).toBe('$2,500');
  expect(formatDollars(null)).toBe('$0');
  expect(formatDollars('abc')).toBe('$0');
});
