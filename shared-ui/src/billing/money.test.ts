import { formatCents } from './money';

test('money from cents', () => {
  expect(formatCents(1900)).toBe('$19.00');
  expect(formatCents(8_000_000)).toBe('$80,000.00');
});
