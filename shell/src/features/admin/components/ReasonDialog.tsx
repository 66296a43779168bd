import { useId } from 'react';
import * as z from 'zod';
import { Button, Modal, submitWith, TextAreaField, useFormState } from 'shared-ui';

const REASON_MAX = 500;
const required = z.object({ reason: z.string().trim().min(1, 'Give a reason: the person affected will read it').max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters`) });
const optional = z.object({ reason: z.string().trim().max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters`) });

export interface ReasonDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** Deactivating, removing, rejecting and suspending need a reason; undoing them does not. */
  reasonRequired: boolean;
  danger?: boolean;
  busy: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Confirms an admin action and asks why (the reason goes to the person affected and to the audit log). */
export function ReasonDialog({ title, description, confirmLabel, reasonRequired, danger, busy, onConfirm, onClose }: ReasonDialogProps) {
  const formId = useId();
  const form = useFormState({ reason: '' });
  const confirm = async () => {
    const parsed = form.check(reasonRequired ? required : optional);
    if (!parsed) return;
    await onConfirm(parsed.reason).then(onClose, () => undefined);
  };
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} $variant={danger ? 'danger' : 'primary'} disabled={busy}>
            {busy ? 'Saving...' : confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submitWith(confirm, busy)} style={{ display: 'grid', gap: '1rem' }}>
        <p style={{ margin: 0 }}>{description}</p>
        <TextAreaField
          label={reasonRequired ? 'Reason' : 'Reason (optional)'}
          required={reasonRequired}
          maxLength={REASON_MAX}
          value={form.values.reason}
          error={form.errors.reason}
          onChange={(e) => form.setField('reason', e.target.value)}
        />
      </form>
    </Modal>
  );
}
