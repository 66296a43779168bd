import { useState } from 'react';
import { Button, SelectField, TextField } from 'shared-ui';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, useAuditLogQuery, type AuditFilters } from '../api/audit-log-query';
import { dateTime, shortId } from '../lib/format';
import { AUDIT_ACTION_LABELS, auditSummary, TARGET_LABELS } from '../lib/labels';
import { Panel, QueryState, Table, Toolbar } from './parts';

const NO_FILTERS: AuditFilters = { action: '', targetType: '', from: '', to: '' };

export function AuditTab() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const q = useAuditLogQuery(filters);
  const set = (key: keyof AuditFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));
  const filtered = Object.values(filters).some(Boolean);
  return (
    <Panel as="section" aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title">Audit log</h2>
      <p className="muted">Every admin action: who did it, when, to what and why. Nobody can change or delete these rows.</p>
      <Toolbar>
        <SelectField label="Action" placeholder="All actions" options={AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] ?? value }))} value={filters.action} onChange={(e) => set('action')(e.target.value)} />
        <SelectField label="Target" placeholder="All targets" options={AUDIT_TARGET_TYPES.map((value) => ({ value, label: TARGET_LABELS[value] ?? value }))} value={filters.targetType} onChange={(e) => set('targetType')(e.target.value)} />
        <TextField label="From" type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => set('from')(e.target.value)} />
        <TextField label="To" type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => set('to')(e.target.value)} />
        <Button type="button" $variant="ghost" disabled={!filtered} onClick={() => setFilters(NO_FILTERS)}>
          Clear Filters
        </Button>
      </Toolbar>
      <QueryState isLoading={q.isLoading} error={q.error} empty={!q.data?.length} emptyText={filtered ? 'No admin actions match these filters.' : 'No admin actions yet.'} onRetry={() => void q.refetch()}>
        <Table caption="Audit log">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Admin</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {q.data?.map((a) => (
              <tr key={a.id}>
                <td className="num">{dateTime(a.created_at)}</td>
                <td>{a.actor?.full_name ?? 'Former admin'}</td>
                <td>{AUDIT_ACTION_LABELS[a.action] ?? a.action}</td>
                <td>
                  {auditSummary(a.details) ? (
                    <>
                      {auditSummary(a.details)}
                      <span className="sub">
                        {TARGET_LABELS[a.target_type] ?? a.target_type} {shortId(a.target_id)}
                      </span>
                    </>
                  ) : (
                    `${TARGET_LABELS[a.target_type] ?? a.target_type} ${shortId(a.target_id)}`
                  )}
                </td>
                <td>{a.reason ?? <span className="sub">None given</span>}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </QueryState>
    </Panel>
  );
}
