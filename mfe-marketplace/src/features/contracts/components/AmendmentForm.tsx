import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, FieldError, Modal, submitWith, TextAreaField, TextField, useFormState } from 'shared-ui';
import { DeliverablesFieldset, TermsFormLayout, UsageChannelsGroup } from '../../negotiation/components/TermsForm';
import { useAmendContractMutation } from '../api/contract-amend-mutation';
import type { Contract } from '../api/contracts-query';
import { amendmentChanges, amendmentFormSchema, amendmentStart, missingDueDates, type AmendmentFormInput } from '../lib/amendment';

const Form = styled(TermsFormLayout)`
  p { margin: 0; font-size: 0.875rem; }
`;
const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem;
  @media (max-width: 30rem) { grid-template-columns: 1fr; }
`;

/**
 * Propose an amendment to the contract in force: deliverables, usage rights, exclusivity and cancellation (not the
 * cash: the deal is funded with it), and the reason. It becomes a new version both parties sign; the one in force
 * stays until then.
 */
export function AmendmentForm({ contract, applicationId, onClose }: { contract: Contract; applicationId: string; onClose: () => void }) {
  const formId = useId();
  const { values, errors, setField, check } = useFormState<AmendmentFormInput>(amendmentStart(contract));
  const [unchanged, setUnchanged] = useState(false);
  const [needsDates, setNeedsDates] = useState(false);
  const amend = useAmendContractMutation(applicationId);
  const err = errors as Record<string, string | undefined>;

  const send = async () => {
    const form = check(amendmentFormSchema);
    if (!form) return;
    const changes = amendmentChanges(contract, form);
    if (Object.keys(changes).length === 0) {
      setUnchanged(true);
      return;
    }
    if (missingDueDates(changes)) {
      setNeedsDates(true);
      return;
    }
    try {
      await amend.mutateAsync({ contractId: contract.id, changes, reason: form.reason });
      onClose();
    } catch {
      // the mutation's error toast says why (a rule's own sentence, or the catalogue's)
    }
  };

  return (
    <Modal
      open
      title="Propose an amendment"
      onClose={onClose}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>Cancel</Button>
          <Button type="submit" form={formId} disabled={amend.isPending}>{amend.isPending ? 'Sending...' : 'Propose Amendment'}</Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submitWith(send, amend.isPending)} onChange={() => { setUnchanged(false); setNeedsDates(false); }} aria-label="Amendment">
        <p>Change the terms below. The amendment is a new version of the contract that both parties sign; the version in force stays in force until then. The cash cannot change here.</p>
        <DeliverablesFieldset items={values.deliverables} errors={err} onChange={(items) => setField('deliverables', items)}>
          {needsDates ? <FieldError role="alert">When the deliverables change, give each one a due date.</FieldError> : null}
        </DeliverablesFieldset>
        <fieldset>
          <legend>Usage rights</legend>
          <UsageChannelsGroup value={values.usage_channels} onChange={(channels) => setField('usage_channels', channels)} />
          <TextField label="Usage duration (months)" inputMode="numeric" value={values.usage_months} error={err.usage_months} onChange={(e) => setField('usage_months', e.target.value)} />
        </fieldset>
        <fieldset>
          <legend>Exclusivity</legend>
          <Pair>
            <TextField label="Exclusive category" value={values.exclusivity_category} error={err.exclusivity_category} hint="Leave empty for none" onChange={(e) => setField('exclusivity_category', e.target.value)} />
            <TextField label="Exclusivity duration (months)" inputMode="numeric" value={values.exclusivity_months} error={err.exclusivity_months} onChange={(e) => setField('exclusivity_months', e.target.value)} />
          </Pair>
        </fieldset>
        <fieldset>
          <legend>Cancellation</legend>
          <Pair>
            <TextField label="Notice (days)" inputMode="numeric" value={values.notice_days} error={err.notice_days} onChange={(e) => setField('notice_days', e.target.value)} />
            <TextField label="Kill fee (% of the cash)" inputMode="numeric" value={values.kill_fee_pct} error={err.kill_fee_pct} onChange={(e) => setField('kill_fee_pct', e.target.value)} />
          </Pair>
        </fieldset>
        <TextAreaField label="Reason for the amendment" required rows={3} maxLength={500} value={values.reason} error={err.reason} hint="The other party reads it, and it is part of the document both sign" onChange={(e) => setField('reason', e.target.value)} />
        {unchanged ? <FieldError role="alert">Change at least one term: this is the contract in force as it is.</FieldError> : null}
      </Form>
    </Modal>
  );
}
