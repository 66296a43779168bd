import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, Card, EmptyState, Page, PageHeader, Spinner, useAuthStore, usePageHead } from 'shared-ui';
import { formatCents } from 'shared-ui/billing';
import { useLiveRefresh } from 'shared-ui/query';
import { useBillingHistoryQuery } from '../api/billing-history-query';
import type { BillingRecord } from '../api/billing-record';
import { billingKeys } from '../api/keys';
import { formatDate } from '../lib/format';
import { billedAt, billingPurpose, billingStatus } from '../lib/receipt';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; padding: 0.625rem 0.5rem; border-bottom: 1px solid ${({ theme }) => theme.color.border}; vertical-align: top; }
  th { font-size: 0.8125rem; color: ${({ theme }) => theme.color.textMuted}; font-weight: 600; }
  td.amount, th.amount { text-align: right; white-space: nowrap; }
  td.date { white-space: nowrap; }
  .detail { display: block; font-size: 0.8125rem; color: ${({ theme }) => theme.color.textMuted}; }
  .links { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; }
  /* a phone: each payment is a small card of its own */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tr { display: grid; grid-template-columns: 1fr auto; gap: 0.25rem 0.75rem; padding: 0.75rem 0; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
    td { border: 0; padding: 0; }
    td.what, td.links-cell { grid-column: 1 / -1; }
  }
`;

function Row({ record }: { record: BillingRecord }) {
  const purpose = billingPurpose(record);
  const status = billingStatus(record);
  const paid = record.status !== 'failed';
  return (
    <tr>
      <td className="date">{formatDate(billedAt(record))}</td>
      <td className="what">
        {purpose.title}
        {purpose.detail ? <span className="detail">{purpose.detail}</span> : null}
      </td>
      <td><Badge $tone={status.tone}>{status.label}</Badge></td>
      <td className="amount">{formatCents(record.amount, record.currency)}</td>
      <td className="links-cell">
        {paid ? (
          <span className="links">
            <Link to={`/user-profile/billing/${record.id}`} aria-label={`Receipt for ${purpose.title}`}>Receipt</Link>
            {record.receipt_url ? (
              <a href={record.receipt_url} target="_blank" rel="noopener noreferrer" aria-label={`Stripe receipt for ${purpose.title} (opens in a new tab)`}>Stripe receipt</a>
            ) : null}
          </span>
        ) : (
          <span className="detail">No receipt: the card was declined</span>
        )}
      </td>
    </tr>
  );
}

/** /user-profile/billing: every funding and plan payment, newest first, with a receipt for each that went through. */
export default function BillingHistoryPage() {
  usePageHead({ title: 'Billing history' });
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const history = useBillingHistoryQuery(userId);
  // a payment recorded by the webhook, a refund or a dispute shows up without a reload
  useLiveRefresh('payments', billingKeys.history(userId ?? 'anon'), { filter: `user_id=eq.${userId}`, enabled: !!userId });
  const records = history.data?.pages.flatMap((p) => p.records) ?? [];
  return (
    <Page>
      <PageHeader title="Billing history" description="Every deal you funded and every plan payment, newest first, with a receipt for each.">
        <Link to="/user-profile/subscription">Your plan</Link>
      </PageHeader>
      {!userId || history.isPending ? (
        <Spinner label="Loading your billing history..." />
      ) : history.isError ? (
        <p role="alert">We could not load your billing history. Reload the page to try again.</p>
      ) : records.length === 0 ? (
        <EmptyState>
          <h2>No payments yet</h2>
          <p>When you fund a deal or pay for a plan, the payment and its receipt show up here.</p>
        </EmptyState>
      ) : (
        <Card as="section" aria-labelledby="billing-title" style={{ overflowX: 'auto' }}>
          <h2 id="billing-title" className="visually-hidden">Payments</h2>
          <Table>
            <caption className="visually-hidden">Your payments, newest first</caption>
            <thead>
              <tr><th scope="col">Date</th><th scope="col">What for</th><th scope="col">Status</th><th scope="col" className="amount">Amount</th><th scope="col">Receipts</th></tr>
            </thead>
            <tbody>
              {records.map((r) => <Row key={r.id} record={r} />)}
            </tbody>
          </Table>
          {history.hasNextPage ? (
            <div style={{ textAlign: 'center', marginTop: '1rem' }}>
              <Button type="button" $variant="secondary" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage} aria-busy={history.isFetchingNextPage}>
                {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
          {history.isFetchNextPageError ? <p role="alert">We could not load more payments. Try again.</p> : null}
        </Card>
      )}
    </Page>
  );
}
