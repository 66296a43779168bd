import { useId } from 'react';
import { Button, Modal, SelectField, submitWith, TextAreaField, useFormState } from 'shared-ui';
import { reportInputSchema, useReportCreateMutation } from './report-create-mutation';
import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS, REPORT_TARGET_LABELS, type ReportTargetType } from './reasons';

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

export interface ReportDialogProps {
  open: boolean;
  targetType: ReportTargetType;
  targetId: string;
  onClose: () => void;
}

/** Why the item is reported (a reason from the list, an optional note), sent once per user and item. */
export function ReportDialog({ open, targetType, targetId, onClose }: ReportDialogProps) {
  const formId = useId();
  const form = useFormState({ reason: '', note: '' });
  const report = useReportCreateMutation();
  const what = REPORT_TARGET_LABELS[targetType];

  const send = async () => {
    const input = form.check(reportInputSchema.omit({ targetType: true, targetId: true }));
    if (!input) return;
    await report.mutateAsync({ targetType, targetId, ...input }).then(
      () => onClose(),
      (error: unknown) => {
        if (error && typeof error === 'object' && 'code' in error && error.code === '23505') onClose();
      },
    );
  };

  return (
    <Modal
      open={open}
      title={`Report this ${what}`}
      onClose={onClose}
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} $variant="danger" disabled={report.isPending}>
            {report.isPending ? 'Sending...' : 'Send Report'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submitWith(send, report.isPending)} style={{ display: 'grid', gap: '1rem' }}>
        <p style={{ margin: 0 }}>Tell our moderators what is wrong with this {what}. The author is not told who reported it.</p>
        <SelectField
          label="Reason"
          required
          placeholder="Select a reason"
          options={REASON_OPTIONS}
          value={form.values.reason}
          error={form.errors.reason}
          onChange={(e) => form.setField('reason', e.target.value)}
        />
        <TextAreaField
          label="Note (optional)"
          hint={`What should the moderators look at? Up to ${REPORT_NOTE_MAX} characters.`}
          maxLength={REPORT_NOTE_MAX}
          value={form.values.note}
          error={form.errors.note}
          onChange={(e) => form.setField('note', e.target.value)}
        />
      </form>
    </Modal>
  );
}
