import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink, Spinner, useAuthStore, usePageHead } from 'shared-ui';
import { InfoPage, Row } from '../../../core/page-layout';
import { usePaymentsQuery } from '../api/payments-query';
import { useSubscriptionQuery } from '../api/subscription-query';
import { effectivePlan, formatDate, STATUS_LABEL } from '../lib/format';
import { formatCents } from 'shared-ui/billing';

type Outcome = 'subscription' | 'success' | 'canceled';

const CONFIRM_WAIT_MS = 20_000;

/** True once `ms` have passed: how long the page waits for Stripe's webhook before saying it is late. */
function useWaitedTooLong(ms: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return late;
}

const LATE = 'Stripe has not confirmed it yet. It usually takes a few seconds: check Subscription again in a minute.';

/** After a plan checkout: the plan as the database now records it (asked again until the webhook has landed). */
function RecordedPlan({ userId }: { userId: string }) {
  const { data, isPending } = useSubscriptionQuery(userId, true);
  const late = useWaitedTooLong(CONFIRM_WAIT_MS);
  if (isPending || data?.status !== 'active') return late ? <p role="status">{LATE}</p> : <Spinner label="Confirming your plan with Stripe..." />;
  const plan = effectivePlan(data);
  return (
    <p role="status">
      Your plan: <strong>{plan.name}</strong> ({STATUS_LABEL[data.status]}){data.current_period_end ? `, renews on ${formatDate(data.current_period_end)}` : ''}.
    </p>
  );
}

/** After a one-off payment: the newest payment as the database now records it. */
function RecordedPayment({ userId }: { userId: string }) {
  const { data, isPending } = usePaymentsQuery(userId, true);
  const latest = data?.[0];
  const late = useWaitedTooLong(CONFIRM_WAIT_MS);
  if (isPending || !latest || latest.status === 'pending') return late ? <p role="status">{LATE}</p> : <Spinner label="Confirming your payment with Stripe..." />;
  return (
    <p role="status">
      {latest.description ?? 'Payment'}: <strong>{formatCents(latest.amount, latest.currency)}</strong>, {STATUS_LABEL[latest.status]?.toLowerCase()}.
    </p>
  );
}

/** Return paths after checkout and payment: /subscription?success=true|canceled=true, /payment-success, /payment-canceled. */
export default function CheckoutReturnPage({ outcome }: { outcome: Outcome }) {
  const params = new URLSearchParams(useLocation().search);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const success = outcome === 'success' || (outcome === 'subscription' && params.get('success') === 'true');
  const canceled = outcome === 'canceled' || (outcome === 'subscription' && params.get('canceled') === 'true');
  const forDeal = params.has('deal');
  const title = success ? 'Payment successful' : canceled ? 'Payment canceled' : 'Subscription';
  const lead = success
    ? forDeal
      ? 'Thank you! The money is held safely and goes to the talent when you approve their work.'
      : 'Thank you! Your payment went through.'
    : canceled
      ? forDeal
        ? 'No payment was taken. You can fund the deal from your deals whenever you are ready.'
        : 'No payment was taken. You can pick a plan again whenever you are ready.'
      : 'Manage your plan from Subscription.';
  usePageHead({ title });
  return (
    <InfoPage title={title} lead={lead}>
      {success && userId ? outcome === 'subscription' ? <RecordedPlan userId={userId} /> : <RecordedPayment userId={userId} /> : null}
      <Row>
        {forDeal ? <ButtonLink to="/deals">Back to Deals</ButtonLink> : <ButtonLink to="/user-profile/subscription">View Subscription</ButtonLink>}
        <ButtonLink to="/dashboard" $variant="ghost">Go to Dashboard</ButtonLink>
        {canceled && !forDeal ? <ButtonLink to="/pricing" $variant="ghost">See plans</ButtonLink> : null}
      </Row>
    </InfoPage>
  );
}
