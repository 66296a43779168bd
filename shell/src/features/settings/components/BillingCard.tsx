import { Link } from 'react-router-dom';
import { FormCard, Muted } from '../../../core/form-parts';

/** Where the plan and the payments are: the subscription page and the billing history with its receipts. */
export function BillingCard() {
  return (
    <FormCard as="section" aria-labelledby="billing-card-title">
      <h2 id="billing-card-title">Billing</h2>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        <li><Link to="/user-profile/billing">Billing history and receipts</Link></li>
        <li><Link to="/user-profile/subscription">Your plan</Link></li>
      </ul>
      <Muted>Every deal you funded and every plan payment, with a printable receipt and Stripe&apos;s receipt.</Muted>
    </FormCard>
  );
}
