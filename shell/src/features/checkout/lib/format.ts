import { ACTIVE_SUBSCRIPTION_STATUSES, FREE_PLAN, planById } from 'shared-ui/billing';

export const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export const STATUS_LABEL: Record<string, string> = {
  active: 'Active', trialing: 'Trial', past_due: 'Payment overdue', canceled: 'Canceled', unpaid: 'Unpaid', incomplete: 'Awaiting payment',
  pending: 'Pending', succeeded: 'Paid', failed: 'Failed', refunded: 'Refunded',
};

/** The plan a subscription row gives: its plan while it is on, the free Starter plan otherwise. */
export function effectivePlan(row: { plan_id: string; status: string } | null | undefined) {
  const on = row && (ACTIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(row.status);
  return (on && planById(row.plan_id)) || FREE_PLAN;
}
