import { Badge } from 'shared-ui';
import { isOpenDispute } from 'shared-ui/billing';
import { useDisputesQuery } from '../api/disputes-query';
import { cents, date } from '../lib/format';
import { Table } from './parts';

/** Disputes with Stripe's evidence deadline: the deal's release is frozen while one is open. Evidence is submitted in Stripe's dashboard. */
export function DisputesTable() {
  const q = useDisputesQuery();
  if (q.isError) return <p role="alert">Disputes could not be loaded. Reload to try again.</p>;
  if (!q.data?.length) return null;
  return (
    <>
      <h3>Disputes</h3>
      <Table caption="Payment disputes">
        <thead>
          <tr>
            <th scope="col">Deal</th>
            <th scope="col">Amount</th>
            <th scope="col">Reason</th>
            <th scope="col">Status</th>
            <th scope="col">Evidence due</th>
          </tr>
        </thead>
        <tbody>
          {q.data.map((d) => (
            <tr key={d.stripe_dispute_id}>
              <td>{d.deal_payment?.deal?.title ?? 'Subscription or one-off payment'}</td>
              <td className="num">{cents(d.amount, d.currency)}</td>
              <td>{d.reason.replace(/_/g, ' ')}</td>
              <td><Badge $tone={isOpenDispute(d) ? 'danger' : d.status === 'won' ? 'success' : 'neutral'}>{d.status.replace(/_/g, ' ')}</Badge></td>
              <td className="num">{isOpenDispute(d) ? date(d.evidence_due_by) : '-'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
