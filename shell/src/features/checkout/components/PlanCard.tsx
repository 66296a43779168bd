import styled from 'styled-components';
import { Badge, Button, ButtonLink, Card } from 'shared-ui';
import type { SubscriptionRow } from '../api/subscription-query';
import { useCancelAtPeriodEndMutation } from '../api/cancel-at-period-end-mutation';
import { effectivePlan, formatDate, STATUS_LABEL } from '../lib/format';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 0.75rem 1.5rem;
  margin: 1rem 0;
  dt { font-size: 0.8125rem; color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0.125rem 0 0; font-weight: 600; }
`;
const Row = styled.div`display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center;`;

/** The current plan: name, status, renewal (or end) date, and cancelling at the end of the period. */
export function PlanCard({ subscription, userId }: { subscription: SubscriptionRow | null; userId: string }) {
  const plan = effectivePlan(subscription);
  const paid = plan.priceUsd > 0 && subscription;
  const cancel = useCancelAtPeriodEndMutation(userId);
  return (
    <Card as="section" aria-labelledby="plan-title">
      <Row>
        <h2 id="plan-title" style={{ margin: 0 }}>{plan.name} plan</h2>
        {paid ? <Badge $tone={subscription.status === 'active' ? 'success' : 'warning'}>{STATUS_LABEL[subscription.status] ?? subscription.status}</Badge> : <Badge>Free</Badge>}
      </Row>
      <p>{plan.audience}.</p>
      {paid ? (
        <>
          <Figures>
            <div><dt>Price</dt><dd>${plan.priceUsd} a month</dd></div>
            {subscription.current_period_end ? (
              <div>
                <dt>{subscription.cancel_at_period_end ? 'Ends on' : 'Renews on'}</dt>
                <dd>{formatDate(subscription.current_period_end)}</dd>
              </div>
            ) : null}
          </Figures>
          {subscription.cancel_at_period_end ? (
            <Row>
              <p style={{ margin: 0 }}>Your plan stays on until the end of this period, then you move to Starter.</p>
              <Button type="button" disabled={cancel.isPending} onClick={() => cancel.mutate(false)}>Keep My Plan</Button>
            </Row>
          ) : (
            <Button type="button" $variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate(true)}>Cancel at Period End</Button>
          )}
        </>
      ) : (
        <Row style={{ marginTop: '1rem' }}>
          {subscription?.status === 'canceled' ? <p style={{ margin: 0 }}>Your {effectivePlan({ ...subscription, status: 'active' }).name} plan has ended.</p> : null}
          <ButtonLink to="/pricing">See Plans</ButtonLink>
        </Row>
      )}
    </Card>
  );
}
