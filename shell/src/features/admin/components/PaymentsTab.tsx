import { useState } from 'react';
import { Badge, Button, type BadgeTone } from 'shared-ui';
import { isOpenDispute } from 'shared-ui/billing';
import { useDealPaymentRefundMutation } from '../api/deal-payment-refund-mutation';
import { usePaymentsQuery, type AdminDealPayment, type AdminPayment } from '../api/payments-query';
import { DisputesTable } from './DisputesTable';
import { ReasonDialog } from './ReasonDialog';
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

const DEAL_STATE: Record<string, string> = {
  awaiting_funding: 'Deal payment, awaiting funding',
  held: 'Deal payment, held',
  released: 'Deal payment, released',
  refunded: 'Deal payment, refunded',
};

function paymentKind(p: AdminPayment): string {
  const kill = p.dealPayment?.kill_fee_amount;
  if (kill) return `Deal payment, cancelled: ${cents(kill, p.currency)} kill fee to the talent, the rest refunded`;
  return p.dealPayment ? (DEAL_STATE[p.dealPayment.status] ?? 'Deal payment') : 'Subscription or one-off';
}

export function PaymentsTab() {
  const q = usePaymentsQuery();
  const refund = useDealPaymentRefundMutation();
  const [refunding, setRefunding] = useState<AdminDealPayment | null>(null);
  return (
    <Panel as="section" aria-labelledby="admin-payments-title">
      <h2 id="admin-payments-title">Payments</h2>
      <p role="note">
        Money moves only through the payment functions. A held deal payment can be refunded to the brand here when the brand and the talent cannot
        settle a deal between them, even after work was submitted; the reason goes to the audit log. A payment the card&apos;s bank disputes waits for
        the bank&apos;s decision.
      </p>
      <DisputesTable />
      {q.data?.held.length ? (
        <>
          <h3>Held deal payments</h3>
          <Table caption="Held deal payments">
            <thead>
              <tr>
                <th scope="col">Deal</th>
                <th scope="col">Amount</th>
                <th scope="col">Work</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {q.data.held.map((d) => (
                <tr key={d.id}>
                  <td>{d.deal?.title ?? 'Deleted deal'}</td>
                  <td className="num">{cents(d.amount, d.currency)}</td>
                  <td>{d.submitted_at ? `Submitted ${date(d.submitted_at)}` : 'Not submitted yet'}</td>
                  <td>
                    {d.disputes.some(isOpenDispute) ? (
                      'On hold: the bank decides the dispute'
                    ) : (
                      <Button type="button" $size="sm" $variant="secondary" onClick={() => setRefunding(d)} aria-label={`Refund ${d.deal?.title ?? 'deal payment'}`}>
                        Refund
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      ) : null}
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
                    <span className="sub">{paymentKind(p)}</span>
                  </td>
                  <td className="num">{cents(p.amount, p.currency)}</td>
                  <td>
                    <Badge $tone={TONES[p.status] ?? 'neutral'}>{p.status === 'succeeded' && p.refunded_amount ? `partly refunded (${cents(p.refunded_amount, p.currency)})` : p.status}</Badge>
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
      {refunding ? (
        <ReasonDialog
          title={`Refund "${refunding.deal?.title ?? 'this deal'}"`}
          description={`The ${cents(refunding.amount, refunding.currency)} held goes back to the brand, and both sides are told. This cannot be undone.`}
          confirmLabel="Refund to Brand"
          reasonRequired
          danger
          busy={refund.isPending}
          onConfirm={(reason) => refund.mutateAsync({ dealPaymentId: refunding.id, title: refunding.deal?.title ?? 'this deal', reason })}
          onClose={() => setRefunding(null)}
        />
      ) : null}
    </Panel>
  );
}
