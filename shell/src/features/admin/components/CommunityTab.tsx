import { useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, SelectField } from 'shared-ui';
import { useLiveRefresh } from 'shared-ui/query';
import { adminKeys } from '../api/keys';
import { REPORT_REASON_LABELS } from 'shared-ui/reports';
import { useContentModerateMutation, type ModerateInput } from '../api/content-moderate-mutation';
import { useRecentCommunityQuery } from '../api/community-recent-query';
import { useDealActiveSetMutation } from '../api/deal-active-set-mutation';
import { REPORT_STATUSES, useReportQueueQuery, type ReportedItem, type ReportStatus } from '../api/report-queue-query';
import { useReportResolveMutation } from '../api/report-resolve-mutation';
import { dateTime } from '../lib/format';
import { TARGET_LABELS } from '../lib/labels';
import { Actions, Panel, QueryState, Table, Toolbar } from './parts';
import { ReasonDialog } from './ReasonDialog';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li { display: grid; gap: 0.5rem; padding: 1rem; border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.md}; }
  .head { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
  p { margin: 0; overflow-wrap: anywhere; }
  blockquote { margin: 0; padding-left: 0.75rem; border-left: 3px solid ${({ theme }) => theme.color.border}; color: ${({ theme }) => theme.color.textMuted}; }
`;

type Pending =
  | { kind: 'moderate'; input: Omit<ModerateInput, 'reason'>; label: string }
  | { kind: 'deal'; dealId: string; title: string }
  | { kind: 'dismiss'; item: ReportedItem };

const STATUS_LABELS: Record<ReportStatus, string> = { open: 'Open reports', resolved: 'Resolved', dismissed: 'Dismissed' };

function Reported({ item, status, onAct }: { item: ReportedItem; status: ReportStatus; onAct: (p: Pending) => void }) {
  const name = item.title ?? item.target_type;
  const canModerate = item.target_type === 'post' || item.target_type === 'comment';
  return (
    <li>
      <div className="head">
        <Badge $tone="info">{TARGET_LABELS[item.target_type]}</Badge>
        <strong>{name}</strong>
        {item.removed ? <Badge $tone="danger">{item.target_type === 'profile' ? 'Suspended' : item.target_type === 'deal' ? 'Inactive' : 'Removed'}</Badge> : null}
      </div>
      {item.excerpt ? <blockquote>{item.excerpt}</blockquote> : null}
      <p className="muted">
        By {item.author_name ?? 'unknown'} · {item.report_count} report{item.report_count === 1 ? '' : 's'}, latest {dateTime(item.latest_report_at)} · {item.reasons.map((r) => REPORT_REASON_LABELS[r]).join(', ')}
      </p>
      {item.notes.length ? (
        <ul aria-label={`Notes from reporters about ${name}`}>
          {item.notes.map((n, i) => (
            <li key={i} style={{ border: 0, padding: 0 }}>
              “{n}”
            </li>
          ))}
        </ul>
      ) : null}
      {status === 'open' ? (
        <Actions>
          {canModerate && !item.removed ? (
            <Button type="button" $size="sm" $variant="danger" aria-label={`Remove ${item.target_type} ${name}`} onClick={() => onAct({ kind: 'moderate', input: { kind: item.target_type as 'post' | 'comment', id: item.target_id, remove: true }, label: name })}>
              Remove
            </Button>
          ) : null}
          {item.target_type === 'deal' && !item.removed ? (
            <Button type="button" $size="sm" $variant="danger" aria-label={`Deactivate deal ${name}`} onClick={() => onAct({ kind: 'deal', dealId: item.target_id, title: name })}>
              Deactivate Deal
            </Button>
          ) : null}
          <Button type="button" $size="sm" $variant="secondary" aria-label={`Dismiss reports about ${name}`} onClick={() => onAct({ kind: 'dismiss', item })}>
            Dismiss
          </Button>
        </Actions>
      ) : null}
    </li>
  );
}

function Recent({ onAct }: { onAct: (p: Pending) => void }) {
  const q = useRecentCommunityQuery();
  const rows = [
    ...(q.data?.posts.map((p) => ({ kind: 'post' as const, id: p.id, text: p.title, author: p.author?.full_name, at: p.created_at, removed: p.removed_reason })) ?? []),
    ...(q.data?.comments.map((c) => ({ kind: 'comment' as const, id: c.id, text: c.content, author: c.author?.full_name, at: c.created_at, removed: c.removed_reason })) ?? []),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 25);
  return (
    <>
      <h3>Recent posts and comments</h3>
      <QueryState isLoading={q.isLoading} error={q.error} empty={!rows.length} emptyText="Nothing has been posted yet." onRetry={() => void q.refetch()}>
        <Table caption="Recent posts and comments">
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Content</th>
              <th scope="col">Author</th>
              <th scope="col">Posted</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.kind}-${r.id}`}>
                <td>{TARGET_LABELS[r.kind]}</td>
                <td>
                  {r.text.length > 140 ? `${r.text.slice(0, 137)}...` : r.text}
                  {r.removed ? <span className="sub">Removed: {r.removed}</span> : null}
                </td>
                <td>{r.author ?? 'Unknown'}</td>
                <td className="num">{dateTime(r.at)}</td>
                <td>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    aria-label={`${r.removed ? 'Restore' : 'Remove'} ${r.kind} ${r.text.slice(0, 40)}`}
                    onClick={() => onAct({ kind: 'moderate', input: { kind: r.kind, id: r.id, remove: !r.removed }, label: r.text.slice(0, 60) })}
                  >
                    {r.removed ? 'Restore' : 'Remove'}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </QueryState>
    </>
  );
}

export function CommunityTab() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const q = useReportQueueQuery(status);
  useLiveRefresh('reports', adminKeys.reportQueueAll());
  const moderate = useContentModerateMutation();
  const setDeal = useDealActiveSetMutation();
  const resolve = useReportResolveMutation();
  const [pending, setPending] = useState<Pending | null>(null);

  const dialog = (() => {
    if (!pending) return null;
    const close = () => setPending(null);
    if (pending.kind === 'moderate') {
      const { input, label } = pending;
      return (
        <ReasonDialog
          title={`${input.remove ? 'Remove' : 'Restore'} this ${input.kind}`}
          description={
            input.remove
              ? `"${label}" is hidden from everyone but its author and admins; the author is told why and its open reports are resolved.`
              : `"${label}" becomes visible again and its author is notified.`
          }
          confirmLabel={input.remove ? `Remove ${TARGET_LABELS[input.kind]}` : `Restore ${TARGET_LABELS[input.kind]}`}
          reasonRequired={input.remove}
          danger={input.remove}
          busy={moderate.isPending}
          onConfirm={(reason) => moderate.mutateAsync({ ...input, reason: reason || undefined })}
          onClose={close}
        />
      );
    }
    if (pending.kind === 'deal') {
      return (
        <ReasonDialog
          title={`Deactivate "${pending.title}"`}
          description="The deal leaves the marketplace; the brand is told why."
          confirmLabel="Deactivate Deal"
          reasonRequired
          danger
          busy={setDeal.isPending}
          onConfirm={(reason) => setDeal.mutateAsync({ dealId: pending.dealId, title: pending.title, active: false, reason })}
          onClose={close}
        />
      );
    }
    return (
      <ReasonDialog
        title="Dismiss these reports"
        description="Nothing changes for the item; the reports leave the queue."
        confirmLabel="Dismiss Reports"
        reasonRequired={false}
        busy={resolve.isPending}
        onConfirm={(note) => resolve.mutateAsync({ reportIds: pending.item.report_ids, status: 'dismissed', note: note || undefined })}
        onClose={close}
      />
    );
  })();

  return (
    <Panel as="section" aria-labelledby="admin-community-title">
      <h2 id="admin-community-title">Community</h2>
      <Toolbar>
        <SelectField label="Reports" options={REPORT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))} value={status} onChange={(e) => setStatus(e.target.value as ReportStatus)} />
      </Toolbar>
      <QueryState isLoading={q.isLoading} error={q.error} empty={!q.data?.length} emptyText={status === 'open' ? 'No open reports. All clear.' : 'None yet.'} onRetry={() => void q.refetch()}>
        <Items aria-label="Reported items">
          {q.data?.map((item) => <Reported key={`${item.target_type}-${item.target_id}`} item={item} status={status} onAct={setPending} />)}
        </Items>
      </QueryState>
      <Recent onAct={setPending} />
      {dialog}
    </Panel>
  );
}
