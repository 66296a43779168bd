import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, EmptyState } from 'shared-ui';
import type { PaymentRow } from '../api/payments-query';
import { formatDate, STATUS_LABEL } from '../lib/format';
import { formatCents } from 'shared-ui/billing';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; padding: 0.625rem 0.5rem; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  th { font-size: 0.8125rem; color: ${({ theme }) => theme.color.textMuted}; font-weight: 600; }
  td.amount, th.amount { text-align: right; white-space: nowrap; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) { .date { white-space: nowrap; } th.what, td.what { max-width: 9rem; overflow-wrap: anywhere; } }
`;

/** Every payment the user made, newest first, with what it was for and what became of it. */
export function PaymentHistory({ payments }: { payments: PaymentRow[] }) {
  return (
    <Card as="section" aria-labelledby="payments-title" style={{ marginTop: '1rem', overflowX: 'auto' }}>
      <h2 id="payments-title">Payment history</h2>
      <p><Link to="/user-profile/billing">Billing history and receipts</Link></p>
      {payments.length === 0 ? (
        <EmptyState><p>No payments yet. Plan payments and deal funding show up here.</p></EmptyState>
      ) : (
        <Table>
          <caption className="visually-hidden">Your payments, newest first</caption>
          <thead>
            <tr><th scope="col" className="date">Date</th><th scope="col" className="what">Description</th><th scope="col">Status</th><th scope="col" className="amount">Amount</th></tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p.id}>
                <td className="date">{formatDate(p.created_at)}</td>
                <td className="what">{p.description ?? 'Payment'}</td>
                <td>{p.status === 'succeeded' && p.refunded_amount ? `Partly refunded (${formatCents(p.refunded_amount, p.currency)})` : STATUS_LABEL[p.status] ?? p.status}</td>
                <td className="amount">{formatCents(p.amount, p.currency)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
