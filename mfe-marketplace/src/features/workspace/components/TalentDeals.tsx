import styled from 'styled-components';
import { applicationKeys, Avatar, Badge, ButtonLink, Card, EmptyState, Spinner } from 'shared-ui';
import { useLiveRefresh } from 'shared-ui/query';
import { STATUS_LABEL } from '../../common/application-status';
import { ButtonRow, StackList, Timeline } from '../../common/lists';
import { formatDate, formatMoney } from '../../deals/lib/format';
import { useTalentDealsQuery } from '../api/talent-deals-query';
import { ContractPanel } from '../../contracts/components/ContractPanel';
import { DealPaymentPanel } from '../../payments/components/DealPaymentPanel';
import { applicationAmount, applicationAmountLine } from '../lib/application-details';
import { DeliverableList } from './DeliverableList';
import { WithdrawFromUnfundedDeal } from './WithdrawFromUnfundedDeal';

const Head = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  h2 { margin: 0; font-size: 1.0625rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; }
`;

const Columns = styled.div`
  display: grid;
  gap: 1rem;
  margin: 0.75rem 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) { grid-template-columns: 1fr 1fr; }
  h3 { margin: 0 0 0.375rem; font-size: 0.9375rem; }
  ul, ol { margin: 0; padding-left: 1.25rem; }
`;

/** An athlete's or creator's /deals: every accepted application, what it asks for and how it got here. */
export function TalentDeals({ userId }: { userId: string }) {
  const deals = useTalentDealsQuery(userId);
  useLiveRefresh('applications', applicationKeys.mine(userId), { filter: `user_id=eq.${userId}` });
  useLiveRefresh('deal_deliverables', applicationKeys.mine(userId));
  if (deals.isPending) return <Spinner label="Loading your deals..." />;
  if (deals.isError) throw deals.error;
  if (deals.data.length === 0) {
    return (
      <EmptyState>
        <h2>No accepted deals yet</h2>
        <p>When a brand accepts one of your applications, the deal and its deliverables appear here.</p>
        <ButtonLink to="/marketplace">Browse the marketplace</ButtonLink>
      </EmptyState>
    );
  }
  return (
    <StackList aria-label="Your deals">
      {deals.data.map((a) => {
        const d = a.deals;
        const brand = d?.brands;
        return (
          <li key={a.id}>
            <Card as="article" aria-label={d?.title ?? 'Deal'}>
              <Head>
                <Avatar src={brand?.logo_url ?? null} name={brand?.name ?? 'Brand'} size={40} />
                <div>
                  <h2>
                    {d?.title ?? 'Deal'} <Badge $tone="success">Accepted</Badge>
                  </h2>
                  <p>
                    {brand?.name ?? 'Brand'} · <span data-testid="agreed-amount">{applicationAmountLine('accepted', a.application_data, d?.compensation_amount)}</span> ({d?.compensation_type ?? 'cash'})
                  </p>
                </div>
              </Head>
              <Columns>
                <section>
                  <h3>Deliverables</h3>
                  <DeliverableList applicationId={a.id} items={a.deal_deliverables} side="talent" />
                </section>
                <section>
                  <h3>Timeline</h3>
                  <Timeline aria-label="Status history">
                    {a.application_status_history.map((h) => (
                      <li key={h.id}>
                        {STATUS_LABEL[h.new_status] ?? h.new_status} on {formatDate(h.created_at)}
                      </li>
                    ))}
                  </Timeline>
                </section>
              </Columns>
              {d ? <ContractPanel applicationId={a.id} dealTitle={d.title} side="talent" /> : null}
              {d ? (
                <DealPaymentPanel
                  applicationId={a.id}
                  dealId={d.id}
                  dealTitle={d.title}
                  agreedUsd={applicationAmount(a.application_data, d.compensation_amount)}
                  side="talent"
                  userId={userId}
                />
              ) : null}
              {a.decision_note ? <p>From the brand: {a.decision_note}</p> : null}
              <ButtonRow>
                {brand?.owner_id ? (
                  <ButtonLink to={`/messages?to=${brand.owner_id}`} $variant="secondary">
                    Message
                  </ButtonLink>
                ) : null}
                {/* once work is submitted, leaving is settled with the brand or an admin (the database refuses it too) */}
                {d && !a.deal_deliverables.some((dd) => dd.submitted_at) ? (
                  <WithdrawFromUnfundedDeal applicationId={a.id} dealTitle={d.title} brandName={brand?.name ?? 'The brand'} userId={userId} />
                ) : null}
              </ButtonRow>
            </Card>
          </li>
        );
      })}
    </StackList>
  );
}
