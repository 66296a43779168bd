import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { applicationKeys, Badge, Button, Card, EmptyState, Modal, Page, PageHeader, Spinner, useAuthStore } from 'shared-ui';
import { useLiveRefresh } from 'shared-ui/query';
import { formatDate, formatMoney } from '../../deals/lib/format';
import { useApplicationWithdrawMutation } from '../api/application-withdraw-mutation';
import { useMyApplicationsQuery, type MyApplication } from '../api/my-applications-query';
import { STATUS_LABEL, STATUS_TONE } from '../../common/application-status';
import { StackList, Timeline } from '../../common/lists';
import { StatusFilter, type StatusFilterValue } from '../../common/StatusFilter';
import { NegotiationThread } from '../../negotiation/components/NegotiationThread';
import { applicationAmount, applicationAmountLine } from '../../workspace/lib/application-details';

const Row = styled(Card)`
  display: grid;
  gap: 0.5rem;
  h2 { margin: 0; font-size: 1.0625rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
  ol { margin: 0; padding-left: 1.25rem; font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted}; }
`;

const isDirectOffer = (data: unknown) => !!data && typeof data === 'object' && (data as { directOffer?: unknown }).directOffer === true;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: start;
  gap: 1rem;
`;

/** Who ended a refunded deal (deal_payments.cancelled_by), as the talent reads it. */
const ENDED_BY: Record<string, string> = { talent: 'You withdrew from this deal', brand: 'The brand cancelled this deal', admin: 'An admin settled this deal' };

function ApplicationRow({ a, onWithdraw }: { a: MyApplication; onWithdraw: (a: MyApplication) => void }) {
  // a direct offer's application: the brand made it for you, privately (the dashboard's View offer links here)
  const offer = isDirectOffer(a.application_data);
  // an accepted deal that ended in a refund to the brand is over, though the application stays accepted
  const ended = a.status === 'accepted' && a.deal_payments?.status === 'refunded' ? a.deal_payments : null;
  return (
    <li id={`application-${a.id}`}>
      <Row>
        <Head>
          <h2>{a.deals?.title ?? 'A deal that is no longer listed'}</h2>
          <span>
            {offer ? <Badge $tone="info">Private offer</Badge> : null} <Badge $tone={STATUS_TONE[a.status] ?? 'neutral'}>{STATUS_LABEL[a.status] ?? a.status}</Badge>
            {ended ? <> <Badge $tone="warning">Deal ended</Badge></> : null}
          </span>
        </Head>
        <p>
          {a.deals?.brands?.name ?? 'Brand'} · <span data-testid="application-amount">{applicationAmountLine(a.status, a.application_data, a.deals?.compensation_amount)}</span> · {offer ? 'offered' : 'submitted'} {formatDate(a.created_at)}
        </p>
        {ended ? (
          <p>
            {ENDED_BY[ended.cancelled_by ?? ''] ?? 'This deal was cancelled'} on {formatDate(ended.refunded_at)} and its payment was refunded to the brand. What it means for you is on <Link to="/deals">Deals</Link>.
          </p>
        ) : null}
        {a.application_status_history.length ? (
          <Timeline aria-label="Status history">
            {a.application_status_history.map((h) => (
              <li key={h.id}>
                {STATUS_LABEL[h.new_status] ?? h.new_status} on {formatDate(h.created_at)}
              </li>
            ))}
          </Timeline>
        ) : null}
        {a.status === 'pending' || a.status === 'shortlisted' || a.application_terms.length ? (
          <NegotiationThread
            applicationId={a.id}
            applicationOpen={a.status === 'pending' || a.status === 'shortlisted'}
            versions={a.application_terms}
            side="talent"
            names={{ brand: a.deals?.brands?.name ?? 'The brand', talent: 'You' }}
            askUsd={applicationAmount(a.application_data, a.deals?.compensation_amount ?? 0)}
            dealDeliverables={a.deals?.deliverables ?? []}
          />
        ) : null}
        {a.status === 'pending' ? (
          <div>
            <Button type="button" $variant="secondary" $size="sm" onClick={() => onWithdraw(a)}>
              Withdraw
            </Button>
          </div>
        ) : null}
      </Row>
    </li>
  );
}

/** /marketplace/applications: every application of the signed-in talent, by status, with withdraw. */
export default function MyApplicationsPage() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const apps = useMyApplicationsQuery(userId);
  // a brand's decision shows at once
  useLiveRefresh('applications', applicationKeys.mine(userId ?? 'anon'), { filter: `user_id=eq.${userId}`, enabled: !!userId });
  // the brand's proposals and acceptances too (RLS sends only this user's threads)
  useLiveRefresh('application_terms', applicationKeys.mine(userId ?? 'anon'), { enabled: !!userId });
  const withdraw = useApplicationWithdrawMutation();
  const [tab, setTab] = useState<StatusFilterValue>('all');
  const [confirming, setConfirming] = useState<MyApplication | null>(null);

  if (apps.isPending) return <Spinner label="Loading your applications..." />;
  if (apps.isError) throw apps.error;
  const shown = apps.data.filter((a) => tab === 'all' || a.status === tab);

  return (
    <Page>
      <PageHeader title="My Applications" description="Every deal you applied to, and where each application stands." />
      <StatusFilter value={tab} onChange={setTab} items={apps.data} size="sm" />
      {shown.length === 0 ? (
        <EmptyState>
          <h2>{apps.data.length === 0 ? 'You have not applied to any deals yet' : 'No applications with this status'}</h2>
          <p>
            <Link to="/marketplace">Browse the marketplace</Link> to find deals that fit you.
          </p>
        </EmptyState>
      ) : (
        <StackList>
          {shown.map((a) => (
            <ApplicationRow key={a.id} a={a} onWithdraw={setConfirming} />
          ))}
        </StackList>
      )}
      <Modal
        open={!!confirming}
        title="Withdraw this application?"
        onClose={() => setConfirming(null)}
        footer={
          <>
            <Button type="button" $variant="secondary" onClick={() => setConfirming(null)}>
              Keep it
            </Button>
            <Button
              type="button"
              $variant="danger"
              disabled={withdraw.isPending}
              onClick={() => {
                if (confirming && userId) withdraw.mutate({ id: confirming.id, userId }, { onSettled: () => setConfirming(null) });
              }}
            >
              Withdraw
            </Button>
          </>
        }
      >
        <p>The brand will no longer see your application to {confirming?.deals?.title ?? 'this deal'}. You cannot apply to the same deal again.</p>
      </Modal>
    </Page>
  );
}
