import { useId } from 'react';
import { Button, Modal, SelectField, submitWith, TextAreaField, useFormState } from 'shared-ui';
import { inviteSchema, useInviteMutation, type InviteInput } from '../api/invite-mutation';

/** Invite to deal: one of the brand's open deals and a short note. */
export function InviteDialog({ talentId, talentName, deals, onClose }: { talentId: string; talentName: string; deals: readonly { id: string; title: string }[]; onClose: () => void }) {
  const formId = useId();
  const { values, errors, setField, check } = useFormState<InviteInput>({ dealId: deals[0]?.id ?? '', note: '' });
  const invite = useInviteMutation();
  const send = async () => {
    const v = check(inviteSchema);
    if (!v) return;
    try {
      await invite.mutateAsync({ talentId, dealId: v.dealId, note: v.note });
      onClose();
    } catch {
      // the mutation's toast says why (a limit's own sentence)
    }
  };
  return (
    <Modal
      open
      title={`Invite ${talentName} to a deal`}
      onClose={onClose}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={invite.isPending || deals.length === 0}>
            Send invitation
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submitWith(send, invite.isPending)} style={{ display: 'grid', gap: '0.75rem' }}>
        {deals.length === 0 ? <p role="alert">You have no open deals to invite to. Post a deal first.</p> : null}
        <SelectField label="Deal" value={values.dealId} error={errors.dealId} options={deals.map((d) => ({ value: d.id, label: d.title }))} onChange={(e) => setField('dealId', e.target.value)} />
        <TextAreaField label="Note (optional)" rows={3} maxLength={500} value={values.note} error={errors.note} hint="Why you think they fit; they see it with the invitation" onChange={(e) => setField('note', e.target.value)} />
      </form>
    </Modal>
  );
}
