import { useLocation } from 'react-router-dom';
import { ButtonLink, usePageHead } from 'shared-ui';
import { InfoPage, Row } from './ui';

/** Return paths after checkout and payment: /subscription?success=true|canceled=true, /payment-success, /payment-canceled. */
export default function CheckoutReturnPage({ outcome }: { outcome: 'subscription' | 'success' | 'canceled' }) {
  const params = new URLSearchParams(useLocation().search);
  const success = outcome === 'success' || (outcome === 'subscription' && params.get('success') === 'true');
  const canceled = outcome === 'canceled' || (outcome === 'subscription' && params.get('canceled') === 'true');
  const title = success ? 'Payment successful' : canceled ? 'Payment canceled' : 'Subscription';
  const lead = success
    ? 'Thank you! Your payment went through and a receipt is on its way to your inbox.'
    : canceled
      ? 'No payment was taken. You can pick a plan again whenever you are ready.'
      : 'Manage your plan from the pricing page.';
  usePageHead({ title });
  return (
    <InfoPage title={title} lead={lead}>
      <Row>
        <ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>
        <ButtonLink to="/pricing" $variant="ghost">See plans</ButtonLink>
      </Row>
    </InfoPage>
  );
}
