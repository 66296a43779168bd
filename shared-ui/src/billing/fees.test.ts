import { contractKillFee, formatFeeRate, killFee, netOfFee, platformFee, PLATFORM_FEE_BPS } from './fees';

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

describe('kill fee', () => {
  test('is the percentage of the cash, half a cent rounded up as the contract states it', () => {
    expect(killFee(45_000, 25)).toBe(11_250);
    expect(killFee(1_002, 25)).toBe(251); // 250.5 cents
    expect(killFee(1_001, 25)).toBe(250); // 250.25 cents
    expect(killFee(60_000, 0)).toBe(0);
    expect(killFee(60_000, 100)).toBe(60_000);
  });
  test("is read from a contract's terms, never more than the funded amount", () => {
    const terms = { compensation: { cash_cents: 45_000 }, cancellation: { notice_days: 7, kill_fee_pct: 25 } };
    expect(contractKillFee(terms, 45_000)).toBe(11_250);
    expect(contractKillFee({ ...terms, cancellation: { kill_fee_pct: '40' } }, 45_000)).toBe(18_000);
    expect(contractKillFee({ ...terms, cancellation: { kill_fee_pct: 100 } }, 30_000)).toBe(30_000);
    expect(contractKillFee({ compensation: { cash_cents: 45_000 } }, 45_000)).toBe(0);
    expect(contractKillFee(null, 45_000)).toBe(0);
  });
  test('refuses a percentage the contract cannot hold', () => {
    expect(() => killFee(100, 101)).toThrow(RangeError);
    expect(() => killFee(100, 12.5)).toThrow(RangeError);
    expect(() => killFee(-100, 25)).toThrow(RangeError);
  });
});
