import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, Modal, showErrorToast, submitWith, TextAreaField, TextField, toast, useFormState } from 'shared-ui';
import { formatDate } from '../../deals/lib/format';
import { useRefundedDealPayment } from '../../payments/api/deal-payment-query';
import type { Deliverable } from '../api/deliverable-columns';
import { useDeliverableUpdateMutation, type DeliverableChange } from '../api/deliverable-update-mutation';
import { DisclosureCheck } from './DisclosureCheck';
import { changeRequestSchema, DELIVERABLE_STATUS_LABEL, DELIVERABLE_STATUS_TONE, submissionSchema } from '../lib/deliverable-schema';

const List = styled.ul`
  display: grid;
  gap: 0.625rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: 0.375rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  p { margin: 0; font-size: 0.875rem; overflow-wrap: anywhere; }
  strong { font-size: 0.9375rem; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

type Side = 'talent' | 'brand';
type Dialog = { kind: 'submit' | 'request-changes'; item: Deliverable } | null;

function DeliverableDialog({ dialog, onClose }: { dialog: NonNullable<Dialog>; onClose: () => void }) {
  const form = useFormState({ url: dialog.item.submission_url ?? '', note: dialog.kind === 'submit' ? (dialog.item.submission_note ?? '') : '', caption: dialog.item.caption ?? '' });
  const update = useDeliverableUpdateMutation();
  const submit = async () => {
    const data = dialog.kind === 'submit' ? form.check(submissionSchema) : form.check(changeRequestSchema);
    if (!data) return;
    const change: DeliverableChange =
      dialog.kind === 'submit' ? { kind: 'submit', id: dialog.item.id, url: form.values.url.trim(), note: form.values.note, caption: form.values.caption } : { kind: 'request-changes', id: dialog.item.id, note: form.values.note };
    try {
      await update.mutateAsync(change);
      toast.success(dialog.kind === 'submit' ? 'Deliverable submitted' : 'Changes requested');
      onClose();
    } catch (error) {
      showErrorToast(error, 'saving the deliverable');
    }
  };
  const title = dialog.kind === 'submit' ? `Submit: ${dialog.item.title}` : `Request changes: ${dialog.item.title}`;
  return (
    <Modal open title={title} onClose={onClose}>
      <Form aria-label={title} noValidate onSubmit={submitWith(submit, update.isPending)}>
        {dialog.kind === 'submit' ? (
          <>
            <TextField label="Link to the work" type="url" required placeholder="https://" value={form.values.url} error={form.errors.url} onChange={(e) => form.setField('url', e.target.value)} />
            <TextAreaField label="Caption as published" rows={3} value={form.values.caption} error={form.errors.caption} hint="Optional: we check its sponsorship disclosure" onChange={(e) => form.setField('caption', e.target.value)} />
            {form.values.caption.trim() ? <DisclosureCheck caption={form.values.caption} onUse={(fixed) => form.setField('caption', fixed)} /> : null}
            <TextAreaField label="Note for the brand" rows={3} value={form.values.note} error={form.errors.note} hint="Optional" onChange={(e) => form.setField('note', e.target.value)} />
          </>
        ) : (
          <TextAreaField label="What should change" required rows={4} value={form.values.note} error={form.errors.note} onChange={(e) => form.setField('note', e.target.value)} />
        )}
        <Row>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {dialog.kind === 'submit' ? 'Submit Deliverable' : 'Request Changes'}
          </Button>
        </Row>
      </Form>
    </Modal>
  );
}

/** The brand sets or clears a deliverable's due date; it is saved when the date changes. */
function DueDate({ item }: { item: Deliverable }) {
  const update = useDeliverableUpdateMutation();
  return (
    <TextField
      label={`Due date: ${item.title}`}
      type="date"
      defaultValue={item.due_date ?? ''}
      disabled={update.isPending}
      onChange={(e) =>
        void update.mutateAsync({ kind: 'due', id: item.id, dueDate: e.target.value || null }).then(
          () => toast.success('Due date saved'),
          (error) => showErrorToast(error, 'saving the due date'),
        )
      }
    />
  );
}

/**
 * A deal's deliverables with their state; the talent submits, the brand approves or asks for changes. Once the
 * deal's payment is refunded to the brand the deal is over and its deliverables are closed (the database refuses
 * changes too).
 */
export function DeliverableList({ applicationId, items, side }: { applicationId: string; items: Deliverable[]; side: Side }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const refunded = useRefundedDealPayment(applicationId);
  const close = useCallback(() => setDialog(null), []);
  const update = useDeliverableUpdateMutation();
  const approve = async (item: Deliverable) => {
    try {
      await update.mutateAsync({ kind: 'approve', id: item.id });
      toast.success('Deliverable approved');
    } catch (error) {
      showErrorToast(error, 'approving the deliverable');
    }
  };
  if (items.length === 0) return <p>No deliverables are listed for this deal; agree them in Messages.</p>;
  return (
    <>
      {refunded ? (
        <p>
          This deal was cancelled: its payment was refunded to the brand{refunded.kill_fee_amount ? ' less the kill fee' : ''} on {formatDate(refunded.refunded_at)}, so its
          deliverables are closed.
        </p>
      ) : null}
      <List aria-label="Deliverables">
        {items.map((d) => (
          <Item key={d.id} aria-label={`${d.title}: ${DELIVERABLE_STATUS_LABEL[d.status] ?? d.status}`}>
            <Row>
              <strong>{d.title}</strong>
              <Badge $tone={DELIVERABLE_STATUS_TONE[d.status as keyof typeof DELIVERABLE_STATUS_TONE] ?? 'neutral'}>{DELIVERABLE_STATUS_LABEL[d.status] ?? d.status}</Badge>
              {d.due_date ? <span>Due {formatDate(d.due_date)}</span> : null}
            </Row>
            {d.submission_url ? (
              <p>
                Work:{' '}
                <a href={d.submission_url} target="_blank" rel="noopener noreferrer">
                  {d.submission_url.replace(/^https?:\/\//i, '')}
                </a>
                {d.submission_note ? ` · ${d.submission_note}` : ''}
              </p>
            ) : null}
            {d.caption ? <DisclosureCheck caption={d.caption} compact /> : null}
            {d.status === 'changes_requested' && d.review_note ? <p>Changes requested: {d.review_note}</p> : null}
            {!refunded && side === 'talent' && (d.status === 'todo' || d.status === 'changes_requested') ? (
              <Row>
                <Button type="button" $variant="secondary" aria-label={`Submit ${d.title}`} onClick={() => setDialog({ kind: 'submit', item: d })}>
                  {d.status === 'todo' ? 'Submit' : 'Resubmit'}
                </Button>
              </Row>
            ) : null}
            {!refunded && side === 'brand' && d.status !== 'approved' ? (
              <DueDate item={d} />
            ) : null}
            {!refunded && side === 'brand' && d.status === 'submitted' ? (
              <Row>
                <Button type="button" aria-label={`Approve ${d.title}`} disabled={update.isPending} onClick={() => void approve(d)}>
                  Approve
                </Button>
                <Button type="button" $variant="secondary" aria-label={`Request changes to ${d.title}`} onClick={() => setDialog({ kind: 'request-changes', item: d })}>
                  Request Changes
                </Button>
              </Row>
            ) : null}
          </Item>
        ))}
      </List>
      {dialog ? <DeliverableDialog dialog={dialog} onClose={close} /> : null}
    </>
  );
}
