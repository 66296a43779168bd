import type { StripeObject } from './store';

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
const day = (unix: number) => new Date(unix * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * The page a charge's `receipt_url` opens, as Stripe's hosted receipt does: amount paid, date, payment method,
 * what was bought, and any refund (Stripe keeps a receipt current with the charge's refunds).
 */
export function receiptPage(charge: StripeObject): string {
  const currency = String(charge.currency);
  const amount = Number(charge.amount);
  const refunded = Number(charge.amount_refunded ?? 0);
  const card = (charge.payment_method_details as { card?: { brand: string; last4: string } } | undefined)?.card;
  const refund = refunded
    ? `<tr><th scope="row">Refunded</th><td>&minus;${esc(money(refunded, currency))}</td></tr>
       <tr><th scope="row">Net</th><td>${esc(money(amount - refunded, currency))}</td></tr>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Receipt from Pitchside · Local Stripe</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f8fa; color: #1a1f36; }
  main { max-width: 30rem; margin: 2rem auto; background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 2px 12px rgb(0 0 0 / 8%); }
  h1 { font-size: 1.25rem; margin: 0 0 0.25rem; } .muted { color: #697386; font-size: 0.875rem; margin: 0; }
  table { width: 100%; border-collapse: collapse; margin-top: 1rem; }
  th, td { text-align: left; padding: 0.5rem 0; border-bottom: 1px solid #e3e8ee; } td { text-align: right; }
  .note { background: #fff8e1; border-radius: 8px; padding: 0.5rem 0.75rem; font-size: 0.875rem; margin-top: 1rem; }
  @media print { body { background: #fff; } main { box-shadow: none; margin: 0; } .note { display: none; } }
</style></head>
<body><main>
  <h1>Receipt from Pitchside</h1>
  <p class="muted">Receipt #${esc(charge.receipt_number)}</p>
  <table>
    <tr><th scope="row">Amount paid</th><td>${esc(money(amount, currency))}</td></tr>
    <tr><th scope="row">Date paid</th><td>${esc(day(Number(charge.created)))}</td></tr>
    <tr><th scope="row">Payment method</th><td>${card ? `${esc(card.brand.toUpperCase())} &bull;&bull;&bull;&bull; ${esc(card.last4)}` : 'Card'}</td></tr>
    <tr><th scope="row">Description</th><td>${esc(charge.description)}</td></tr>
    ${refund}
  </table>
  ${charge.disputed ? '<p role="status">This payment is disputed.</p>' : ''}
  <p class="note">Local Stripe receipt: no real money moved. On Stripe this page is the charge's receipt_url.</p>
</main></body></html>`;
}
