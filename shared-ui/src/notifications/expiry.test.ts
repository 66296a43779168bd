import { formatBadgeCount } from '../components/Badge';
import { isExpired } from './expiry';

test('an item is expired when expires_at is in the past', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  expect(isExpired(null, now)).toBe(false);
  expect(isExpired('2026-05-01T12:00:01Z', now)).toBe(false);
  expect(isExpired('2026-05-01T11:59:59Z', now)).toBe(true);
});

test('badge counts read 99+ above 99 and never go below 0', () => {
  expect(formatBadgeCount(99)).toBe('99');
  expect(formatBadgeCount(100)).toBe('99+');
  expect(formatBadgeCount(-2)).toBe('0');
});
