import { useDeferredValue, useState } from 'react';
import { Badge, Button, SelectField, TextField } from 'shared-ui';
import { useDealActiveSetMutation } from '../api/deal-active-set-mutation';
import { DEAL_STATUS_FILTERS, useDealsSearchQuery, type AdminDeal, type DealStatusFilter } from '../api/deals-search-query';
import { formatDollars } from 'shared-ui/billing';
import { date } from '../lib/format';
import { Panel, QueryState, Table, Toolbar } from './parts';
import { ReasonDialog } from './ReasonDialog';

const STATUS_LABELS: Record<DealStatusFilter, string> = { all: 'All deals', active: 'Active', inactive: 'Inactive' };

export function DealsTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<DealStatusFilter>('all');
  const deferred = useDeferredValue(search);
  const q = useDealsSearchQuery(deferred, status);
  const setActive = useDealActiveSetMutation();
  const [acting, setActing] = useState<AdminDeal | null>(null);
  return (
    <Panel as="section" aria-labelledby="admin-deals-title">
      <h2 id="admin-deals-title">Deals</h2>
      <Toolbar>
        <TextField label="Search deals" type="search" placeholder="Deal title or brand" value={search} onChange={(e) => setSearch(e.target.value)} />
        <SelectField
          label="Status"
          options={DEAL_STATUS_FILTERS.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          value={status}
          onChange={(e) => setStatus(e.target.value as DealStatusFilter)}
        />
      </Toolbar>
      <QueryState isLoading={q.isLoading} error={q.error} empty={!q.data?.length} emptyText="No deals match." onRetry={() => void q.refetch()}>
        <p className="muted">The newest {q.data?.length} matching deals.</p>
        <Table caption="Deals">
          <thead>
            <tr>
              <th scope="col">Deal</th>
              <th scope="col">Brand</th>
              <th scope="col">Amount</th>
              <th scope="col">Posted</th>
              <th scope="col">Status</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {q.data?.map((d) => (
              <tr key={d.id}>
                <td>{d.title}</td>
                <td>
                  {d.brands?.name ?? 'Unknown brand'}
                  {d.private_for ? <span className="sub">A private offer to one person: never listed</span> : d.brand_verified ? null : <span className="sub">Brand not verified: hidden from the marketplace</span>}
                </td>
                <td className="num">{formatDollars(d.compensation_amount)}</td>
                <td className="num">{date(d.created_at)}</td>
                <td>
                  <Badge $tone={d.is_active ? 'success' : 'danger'}>{d.is_active ? 'Active' : 'Inactive'}</Badge>
                  {d.deactivated_reason ? <span className="sub">By an admin: {d.deactivated_reason}</span> : null}
                </td>
                <td>
                  <Button type="button" $size="sm" $variant="secondary" onClick={() => setActing(d)} aria-label={`${d.is_active ? 'Deactivate' : 'Reactivate'} ${d.title}`}>
                    {d.is_active ? 'Deactivate' : 'Reactivate'}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </QueryState>
      {acting ? (
        <ReasonDialog
          title={`${acting.is_active ? 'Deactivate' : 'Reactivate'} "${acting.title}"`}
          description={
            acting.is_active
              ? 'The deal leaves the marketplace and stops taking applications. The brand is told why and cannot reactivate it.'
              : 'The deal returns to the marketplace (if its brand is verified). The brand is notified.'
          }
          confirmLabel={acting.is_active ? 'Deactivate Deal' : 'Reactivate Deal'}
          reasonRequired={acting.is_active}
          danger={acting.is_active}
          busy={setActive.isPending}
          onConfirm={(reason) => setActive.mutateAsync({ dealId: acting.id, title: acting.title, active: !acting.is_active, reason: reason || undefined })}
          onClose={() => setActing(null)}
        />
      ) : null}
    </Panel>
  );
}
