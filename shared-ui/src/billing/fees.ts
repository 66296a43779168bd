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

/**
 * The kill fee a brand pays when it cancels a deal whose contract is in force (section 7 of the standard
 * contract): `pct`% of the cash, rounded half up to the cent as the contract document states it.
 */
export function killFee(cashCents: number, pct: number): number {
  if (!Number.isInteger(cashCents) || cashCents < 0) throw new RangeError('amount must be a whole number of cents');
  if (!Number.isInteger(pct) || pct < 0 || pct > 100) throw new RangeError('the kill fee is a whole percentage from 0 to 100');
  return Math.floor((cashCents * pct + 50) / 100);
}

/**
 * The kill fee a contract's terms set on a deal funded with `amountCents` (its cash `compensation.cash_cents`,
 * `cancellation.kill_fee_pct`), never more than the amount; 0 when the terms set none. The database checks the
 * terms when a contract is issued or amended, so anything else here reads as none.
 */
export function contractKillFee(terms: unknown, amountCents: number): number {
  const t = (terms ?? {}) as { compensation?: { cash_cents?: unknown }; cancellation?: { kill_fee_pct?: unknown } };
  const cash = Number(t.compensation?.cash_cents ?? 0);
  const pct = Number(t.cancellation?.kill_fee_pct ?? 0);
  if (!Number.isInteger(cash) || cash < 0 || !Number.isInteger(pct) || pct < 0 || pct > 100) return 0;
  return Math.min(amountCents, killFee(cash, pct));
}
