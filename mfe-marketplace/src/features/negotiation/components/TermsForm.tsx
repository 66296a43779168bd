import { useId, type ReactNode } from 'react';
import { Button, Checkbox, Modal, SelectField, submitWith, TextAreaField, TextField, useFormState } from 'shared-ui';
import { DeliverablesFieldset, TermsFormLayout as Form, UsageChannelsGroup } from '../../common/TermsFields';
import { useProposeTermsMutation } from '../api/terms-propose-mutation';
import { PAYMENT_TIMING_LABEL, termsFormSchema, type TermsFormInput, type TermsFormOutput } from '../lib/terms';

const TIMING_OPTIONS = Object.entries(PAYMENT_TIMING_LABEL).map(([value, label]) => ({ value, label }));

/**
 * Propose terms (or a counter) on an application: amount, deliverables with due dates, usage rights, exclusivity,
 * payment timing and a note. A direct offer uses the same form with its own fields first (`before`) and its own
 * send (`onSend`, which throws to keep the form open).
 */
export function TermsForm({ applicationId, start, title, onClose, before, onSend, sendLabel = 'Send proposal', sending = false }: {
  applicationId?: string;
  start: TermsFormInput;
  title: string;
  onClose: () => void;
  before?: ReactNode;
  onSend?: (terms: TermsFormOutput) => Promise<void>;
  sendLabel?: string;
  sending?: boolean;
}) {
  const formId = useId();
  const { values, errors, setField, check } = useFormState<TermsFormInput>(start);
  const propose = useProposeTermsMutation();
  const err = errors as Record<string, string | undefined>;

  const send = async () => {
    const terms = check(termsFormSchema);
    if (!terms) return;
    try {
      if (onSend) await onSend(terms);
      else if (applicationId) await propose.mutateAsync({ applicationId, terms });
      onClose();
    } catch {
      // the mutation's error toast says why (a rule's own sentence, or the catalogue's)
    }
  };

  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={propose.isPending || sending}>
            {propose.isPending || sending ? 'Sending...' : sendLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submitWith(send, propose.isPending || sending)}>
        {before}
        <TextField label="Amount (USD)" inputMode="decimal" required value={values.amount} error={err.amount} hint="What the brand pays, held by Pitchside until the work is approved" onChange={(e) => setField('amount', e.target.value)} />
        <DeliverablesFieldset items={values.deliverables} errors={err} onChange={(items) => setField('deliverables', items)} />
        <fieldset>
          <legend>Usage rights</legend>
          <UsageChannelsGroup value={values.usage_channels} onChange={(channels) => setField('usage_channels', channels)} />
          <TextField label="Usage duration (months)" inputMode="numeric" value={values.usage_months} error={err.usage_months} hint="Leave empty with no channels: the brand only shares your posts" onChange={(e) => setField('usage_months', e.target.value)} />
          <Checkbox label="Paid-ads whitelisting (the brand may run ads from your account)" checked={values.paid_ads_whitelisting} onChange={(on) => setField('paid_ads_whitelisting', on)} />
        </fieldset>
        <fieldset>
          <legend>Exclusivity</legend>
          <TextField label="Exclusive category" value={values.exclusivity_category} error={err.exclusivity_category} hint="For example Footwear; leave empty for none" onChange={(e) => setField('exclusivity_category', e.target.value)} />
          <TextField label="Exclusivity duration (months)" inputMode="numeric" value={values.exclusivity_months} error={err.exclusivity_months} onChange={(e) => setField('exclusivity_months', e.target.value)} />
        </fieldset>
        <SelectField label="Payment timing" options={TIMING_OPTIONS} value={values.payment_timing} onChange={(e) => setField('payment_timing', e.target.value as TermsFormInput['payment_timing'])} />
        <TextAreaField label="Message with this proposal (optional)" rows={3} maxLength={1000} value={values.note} error={err.note} onChange={(e) => setField('note', e.target.value)} />
      </Form>
    </Modal>
  );
}
