import type { StripeObject } from './store';

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/**
 * The hosted checkout page of the local stand-in: what Stripe Checkout shows, reduced to a card form.
 * Plain HTML and a form post, so it works without JavaScript and in any test browser.
 */
export function checkoutPage(session: StripeObject & { line?: { name: string; recurring: { interval: string } | null } }, opts: { error?: string; values?: Record<string, string> } = {}): string {
  const amount = money(Number(session.amount_total), String(session.currency));
  const per = session.line?.recurring ? ` per ${session.line.recurring.interval}` : '';
  const open = session.status === 'open';
  const v = opts.values ?? {};
  const error = opts.error ? `<p class="error" role="alert" id="card-error">${esc(opts.error)}</p>` : '';
  const form = open
    ? `<form method="post" aria-label="Pay with card" novalidate>
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="email" value="${esc(v.email ?? session.customer_email ?? '')}">
        <label for="number">Card number</label>
        <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" value="${esc(v.number)}" required ${opts.error ? 'aria-invalid="true" aria-describedby="card-error"' : ''}>
        <div class="row">
          <div><label for="expiry">Expiry (MM / YY)</label>
          <input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" value="${esc(v.expiry)}" required></div>
          <div><label for="cvc">CVC</label>
          <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" value="${esc(v.cvc)}" required></div>
        </div>
        <label for="name">Name on card</label>
        <input id="name" name="name" autocomplete="cc-name" value="${esc(v.name)}">
        ${error}
        <button type="submit">${session.mode === 'subscription' ? 'Subscribe' : 'Pay'} ${esc(amount)}</button>
      </form>`
    : `<p role="status">${session.status === 'complete' ? 'This checkout is already paid.' : 'This checkout has expired.'}</p>`;
  const cancel = session.cancel_url && open ? `<a class="back" href="${esc(session.cancel_url)}">&larr; Cancel and return to Pitchside</a>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout: ${esc(session.line?.name)} · Local Stripe</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f8fa; color: #1a1f36; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 2px 12px rgb(0 0 0 / 8%); }
  h1 { font-size: 1.25rem; margin: 0.5rem 0; } .amount { font-size: 2rem; font-weight: 700; margin: 0 0 1rem; }
  .note { background: #fff8e1; border-radius: 8px; padding: 0.5rem 0.75rem; font-size: 0.875rem; }
  label { display: block; font-weight: 600; font-size: 0.875rem; margin-top: 0.75rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.6rem; border: 1px solid #8792a2; border-radius: 6px; font-size: 1rem; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; }
  button { margin-top: 1.25rem; width: 100%; padding: 0.75rem; border: 0; border-radius: 6px; background: #0a2540; color: #fff; font-size: 1rem; font-weight: 600; cursor: pointer; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #635bff; outline-offset: 2px; }
  .error { color: #b3261e; font-weight: 600; margin: 0.75rem 0 0; } .back { display: inline-block; color: #0a2540; }
</style></head>
<body><main>
  ${cancel}
  <h1>${esc(session.line?.name)}</h1>
  <p class="amount">${esc(amount)}<span style="font-size:1rem;font-weight:400">${esc(per)}</span></p>
  <p class="note">Local test checkout: no real money moves. Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 to see a decline, with any future expiry and any CVC.</p>
  ${form}
</main></body></html>`;
}
