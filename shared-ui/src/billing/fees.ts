/**
 * The platform's take rate on deal payments, in basis points (1000 = 10%). One constant, read by the
 * functions when they release money (and record it on each deal payment) and by the pricing page, the FAQ,
 * the funding dialog and the talent's earnings. Change it here and everything follows; a payment already
 * released keeps the rate recorded on it.
 */
export const PLATFORM_FEE_BPS = 1000;

/** The platform fee on an amount in cents, rounded to the nearest cent. */
export function platformFee(amountCents: number, bps: number = PLATFORM_FEE_BPS): number {
  if (!Number.isInteger(amountCents) || amountCents < 0) throw new RangeError('amount must be a whole number of cents');
  return Math.round((amountCents * bps) / 10_000);
}

/** What the talent receives of an amount in cents: the amount less the platform fee. */
export function netOfFee(amountCents: number, bps: number = PLATFORM_FEE_BPS): number {
  return amountCents - platformFee(amountCents, bps);
}

/** The take rate as people read it: 1000 -> "10%", 750 -> "7.5%". */
export function formatFeeRate(bps: number = PLATFORM_FEE_BPS): string {
  return `${Number((bps / 100).toFixed(2))}%`;
}
