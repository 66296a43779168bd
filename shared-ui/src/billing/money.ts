/** An amount in minor units (cents), as payments store it: 1900 -> "$19.00". */
export const formatCents = (amount: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
