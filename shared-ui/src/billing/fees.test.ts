import { formatFeeRate, netOfFee, platformFee, PLATFORM_FEE_BPS } from './fees';

describe('platform fee', () => {
  test('is a whole number of cents, and fee + net is the amount', () => {
    expect(PLATFORM_FEE_BPS).toBe(1000);
    expect(platformFee(80_000)).toBe(8_000);
    expect(netOfFee(80_000)).toBe(72_000);
    expect(platformFee(1_005, 750)).toBe(75);
    expect(platformFee(1_005, 750) + netOfFee(1_005, 750)).toBe(1_005);
    expect(platformFee(1)).toBe(0);
  });
  test('refuses fractions and negatives', () => {
    expect(() => platformFee(10.5)).toThrow(RangeError);
    expect(() => platformFee(-1)).toThrow(RangeError);
  });
  test('reads as a percentage', () => {
    expect(formatFeeRate()).toBe('10%');
    expect(formatFeeRate(750)).toBe('7.5%');
  });
});
