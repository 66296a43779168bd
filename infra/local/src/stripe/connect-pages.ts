import { TEST_ID_NUMBERS, type OnboardingDetails } from './connect';
import type { StripeObject } from './store';

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f8fa; color: #1a1f36; }
  main { max-width: 32rem; margin: 2rem auto; background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 2px 12px rgb(0 0 0 / 8%); }
  h1 { font-size: 1.35rem; margin: 0.25rem 0 0.5rem; } h2 { font-size: 1.05rem; margin: 1.25rem 0 0.25rem; }
  .note { background: #fff8e1; border-radius: 8px; padding: 0.5rem 0.75rem; font-size: 0.875rem; }
  label { display: block; font-weight: 600; font-size: 0.875rem; margin-top: 0.75rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.6rem; border: 1px solid #8792a2; border-radius: 6px; font-size: 1rem; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; }
  button { margin-top: 1rem; width: 100%; padding: 0.75rem; border: 0; border-radius: 6px; background: #635bff; color: #fff; font-size: 1rem; font-weight: 600; cursor: pointer; }
  button.secondary { background: #fff; color: #0a2540; border: 1px solid #8792a2; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #0a2540; outline-offset: 2px; }
  .error { color: #b3261e; font-weight: 600; } table { width: 100%; border-collapse: collapse; } td, th { text-align: left; padding: 0.35rem 0; border-bottom: 1px solid #e3e8ee; }
`;

const FIELDS: [keyof OnboardingDetails, string, string, string][] = [
  ['first_name', 'First name', 'given-name', 'Jordan'],
  ['last_name', 'Last name', 'family-name', 'Reyes'],
  ['email', 'Email', 'email', 'jordan@example.com'],
  ['dob', 'Date of birth (YYYY-MM-DD)', 'bday', '2001-01-01'],
  ['address_line1', 'Street address', 'address-line1', '123 Main Street'],
  ['postal_code', 'ZIP code', 'postal-code', '94103'],
  ['id_number', 'Social Security number (test)', 'off', TEST_ID_NUMBERS.verified],
  ['url', 'Your website or social profile', 'url', 'https://instagram.com/jordanreyes'],
  ['routing_number', 'Routing number', 'off', '110000000'],
  ['account_number', 'Account number', 'off', '000123456789'],
];

/**
 * The hosted onboarding page an account link opens: Stripe's Express onboarding reduced to one form. Plain
 * HTML and a form post. "Use test data" fills Stripe's documented test values.
 */
export function onboardingPage(account: StripeObject, link: { id: string; return_url: string }, opts: { values?: Record<string, string>; missing?: string[] } = {}): string {
  const v = opts.values ?? {};
  const missing = new Set(opts.missing ?? []);
  const inputs = FIELDS.map(([name, label, auto, test]) => `
      <label for="${name}">${esc(label)}</label>
      <input id="${name}" name="${name}" autocomplete="${auto}" data-test="${esc(test)}" value="${esc(v[name])}" ${missing.has(name) ? 'aria-invalid="true" aria-describedby="form-error"' : ''}>`).join('');
  const error = missing.size ? `<p class="error" role="alert" id="form-error">Fill in: ${esc([...missing].map((m) => FIELDS.find((f) => f[0] === m)?.[1] ?? m).join(', '))}.</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Set up payouts · Local Stripe Express</title><style>${STYLE}</style></head>
<body><main>
  <p>Pitchside partners with Stripe for fast, secure payouts.</p>
  <h1>Tell us about yourself</h1>
  <p class="note">Local test onboarding: nothing is sent anywhere. <strong>Use test data</strong> fills Stripe's test values.
  Social Security number ${TEST_ID_NUMBERS.verified} verifies at once; ${TEST_ID_NUMBERS.moreInformation} makes Stripe require more information (an ID document);
  ${TEST_ID_NUMBERS.pending} leaves verification pending. Account number 000111111116 makes payouts fail (no_account).</p>
  <form method="post" aria-label="Payout details" novalidate>
    <button type="button" class="secondary" id="fill" onclick="document.querySelectorAll('input[data-test]').forEach(function (i) { if (!i.value) i.value = i.dataset.test; })">Use test data</button>
    ${inputs}
    ${error}
    <button type="submit" name="intent" value="submit">Agree and submit</button>
    <button type="submit" name="intent" value="later" class="secondary">Save and finish later</button>
  </form>
  <p><small>Account ${esc(account.id)} · returns to ${esc(new URL(link.return_url).origin)}</small></p>
</main></body></html>`;
}

/** The Express dashboard a login link opens: the balance and the payouts, and where tax forms would be. */
export function dashboardPage(account: StripeObject, balance: StripeObject, payouts: StripeObject): string {
  const b = balance as unknown as { available: { amount: number }[] };
  const rows = (payouts as unknown as { data: StripeObject[] }).data
    .map((p) => `<tr><td>${esc(new Date(Number(p.created) * 1000).toISOString().slice(0, 10))}</td><td>${esc(money(Number(p.amount)))}</td><td>${esc(p.status)}${p.failure_message ? `: ${esc(p.failure_message)}` : ''}</td></tr>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Express dashboard · Local Stripe</title><style>${STYLE}</style></head>
<body><main>
  <h1>${esc(account.email ?? account.id)}</h1>
  <p>Balance available: <strong>${esc(money(b.available[0]?.amount ?? 0))}</strong></p>
  <h2>Payouts</h2>
  ${rows ? `<table><thead><tr><th>Date</th><th>Amount</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No payouts yet.</p>'}
  <h2>Tax forms</h2>
  <p>On Stripe, your 1099 tax forms appear here. (Local test dashboard: no forms.)</p>
</main></body></html>`;
}
