import { Page, PageHeader, Spinner, useAuthStore, usePageHead } from 'shared-ui';
import { useLiveRefresh } from 'shared-ui/query';
import { billingKeys } from '../api/keys';
import { usePaymentsQuery } from '../api/payments-query';
import { useSubscriptionQuery } from '../api/subscription-query';
import { PaymentHistory } from '../components/PaymentHistory';
import { PlanCard } from '../components/PlanCard';

/** /user-profile/subscription: the plan, its renewal, cancelling at period end, and the payment history. */
export default function SubscriptionPage() {
  usePageHead({ title: 'Subscription' });
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const subscription = useSubscriptionQuery(userId);
  const payments = usePaymentsQuery(userId);
  // Stripe's webhooks land a moment after the checkout: the plan and the history follow them live
  useLiveRefresh('subscriptions', billingKeys.subscription(userId ?? 'anon'), { filter: `user_id=eq.${userId}`, enabled: !!userId });
  useLiveRefresh('payments', billingKeys.payments(userId ?? 'anon'), { filter: `user_id=eq.${userId}`, enabled: !!userId });
  return (
    <Page>
      <PageHeader title="Subscription" description="Your plan, its renewal date and your payments." />
      {!userId || subscription.isPending || payments.isPending ? (
        <Spinner label="Loading your plan..." />
      ) : subscription.isError || payments.isError ? (
        <p role="alert">We could not load your plan. Reload the page to try again.</p>
      ) : (
        <>
          <PlanCard subscription={subscription.data} userId={userId} />
          <PaymentHistory payments={payments.data} />
        </>
      )}
    </Page>
  );
}
