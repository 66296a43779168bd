import { Badge, type BadgeTone } from 'shared-ui';
import { usePaymentsQuery } from '../api/payments-query';
import { cents, date, dateTime } from '../lib/format';
import { Panel, QueryState, Table } from './parts';

const TONES: Record<string, BadgeTone> = {
  succeeded: 'success',
  active: 'success',
  trialing: 'info',
  pending: 'warning',
  incomplete: 'warning',
  past_due: 'warning',
  failed: 'danger',
  unpaid: 'danger',
  canceled: 'neutral',
  refunded: 'neutral',
};

/** A deal payment (issue 12) names its deal in metadata; it is held until metadata.released_at is set. */
function dealState(metadata: Record<string, unknown>, status: string): string {
  if (!('deal_id' in metadata)) return 'Subscription or one-off';
  if (status !== 'succeeded') return 'Deal payment';
  return 'released_at' in metadata ? 'Deal payment, released' : 'Deal payment, held';
}

export function PaymentsTab() {
  const q = usePaymentsQuery();
  return (
    <Panel as="section" aria-labelledby="admin-payments-title">
      <h2 id="admin-payments-title">Payments</h2>
      <p role="note">
        This page is read-only. Refunding a held deal payment is not available yet: it needs the deal-payment functions (payments held until the work is
        approved, issue 12), which are not built. Until they are, refund in the Stripe dashboard.
      </p>
      <QueryState
        isLoading={q.isLoading}
        error={q.error}
        empty={!q.data?.payments.length && !q.data?.subscriptions.length}
        emptyText="No payments or subscriptions yet."
        onRetry={() => void q.refetch()}
      >
        <h3>Payments</h3>
        {q.data?.payments.length ? (
          <Table caption="Payments">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Payer</th>
                <th scope="col">For</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {q.data.payments.map((p) => (
                <tr key={p.id}>
                  <td className="num">{dateTime(p.created_at)}</td>
                  <td>{p.userName}</td>
                  <td>
                    {p.description ?? 'Payment'}
                    <span className="sub">{dealState(p.metadata, p.status)}</span>
                  </td>
                  <td className="num">{cents(p.amount, p.currency)}</td>
                  <td>
                    <Badge $tone={TONES[p.status] ?? 'neutral'}>{p.status}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <p className="muted">No payments yet.</p>
        )}
        <h3>Subscriptions</h3>
        {q.data?.subscriptions.length ? (
          <Table caption="Subscriptions">
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Plan</th>
                <th scope="col">Status</th>
                <th scope="col">Current period ends</th>
                <th scope="col">Started</th>
              </tr>
            </thead>
            <tbody>
              {q.data.subscriptions.map((s) => (
                <tr key={s.id}>
                  <td>{s.userName}</td>
                  <td>{s.plan_id}</td>
                  <td>
                    <Badge $tone={TONES[s.status] ?? 'neutral'}>{s.status}</Badge>
                    {s.cancel_at_period_end ? <span className="sub">Cancels at the period end</span> : null}
                  </td>
                  <td className="num">{date(s.current_period_end)}</td>
                  <td className="num">{date(s.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <p className="muted">No subscriptions yet.</p>
        )}
      </QueryState>
    </Panel>
  );
}
