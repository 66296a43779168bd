import { PRICE_MAX, PRICE_MIN } from './filters';

/** Why a typed price range cannot be a filter, or null when it can. */
export function priceRangeError([min, max]: [number, number]): string | null {
  if (!Number.isInteger(min) || !Number.isInteger(max)) return 'Enter whole dollars.';
  if (min < PRICE_MIN || max > PRICE_MAX) return `Enter an amount from $${PRICE_MIN.toLocaleString('en-US')} to $${PRICE_MAX.toLocaleString('en-US')}.`;
  if (min > max) return 'The minimum is more than the maximum.';
  return null;
}
