/** An amount in minor units (cents), as payments store it: 1900 -> "$19.00". */
export const formatCents = (amount: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);

/**
 * A price as deals, offers and terms show it, from cents: whole dollars without cents ("$1,450"),
 * anything else with them ("$1,450.50"), never rounded to the dollar.
 */
export const formatPrice = (cents: number, currency = 'usd') => {
  const c = Math.round(Number.isFinite(cents) ? cents : 0);
  const text = formatCents(c, currency);
  return c % 100 === 0 ? text.replace(/\.00$/, '') : text;
};

/** formatPrice from a dollar amount as the deals table stores it (numeric(12,2), may arrive as a string): 1450.5 -> "$1,450.50". */
export const formatDollars = (amount: number | string | null | undefined, currency = 'usd') => {
  const n = Number(amount ?? 0);
  return formatPrice(Number.isFinite(n) ? Math.round(n * 100) : 0, currency);
};
