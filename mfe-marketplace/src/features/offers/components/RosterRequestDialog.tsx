import { useId } from 'react';
import { Button, Modal, submitWith, TextAreaField, useFormState } from 'shared-ui';
import { rosterRequestSchema, useRosterRequestMutation, type RosterRequestInput } from '../api/roster-request-mutation';

/** Ask to join roster: an agency asks a talent it found to join its roster, with a short message; the talent answers. */
export function RosterRequestDialog({ talentId, talentName, onClose }: { talentId: string; talentName: string; onClose: () => void }) {
  const formId = useId();
  const { values, errors, setField, check } = useFormState<RosterRequestInput>({ message: '' });
  const request = useRosterRequestMutation();
  const send = async () => {
    const v = check(rosterRequestSchema);
    if (!v) return;
    try {
      await request.mutateAsync({ talentId, message: v.message });
      onClose();
    } catch {
      // the mutation's toast says why (the database's own sentence)
    }
  };
  return (
    <Modal
      open
      title={`Ask ${talentName} to join your roster`}
      onClose={onClose}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={request.isPending}>
            Send request
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submitWith(send, request.isPending)} style={{ display: 'grid', gap: '0.75rem' }}>
        <p>They join your Clients roster only if they accept.</p>
        <TextAreaField label="Message (optional)" rows={3} maxLength={500} value={values.message} error={errors.message} hint="What you would do for them" onChange={(e) => setField('message', e.target.value)} />
      </form>
    </Modal>
  );
}
