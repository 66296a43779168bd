import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, FieldError, Modal, SelectField, submitWith, TextAreaField, TextField, useFormState } from 'shared-ui';
import { useProposeTermsMutation } from '../api/terms-propose-mutation';
import { PAYMENT_TIMING_LABEL, termsFormSchema, USAGE_CHANNELS, type TermsFormInput, type TermsFormOutput, type UsageChannel } from '../lib/terms';

/**
 * The fields of a terms form, grouped in fieldsets: this form (a proposal, a counter, a direct offer) and the
 * contract's amendment share them, in this module so both chunks keep one copy without a chunk of its own.
 */
export const TermsFormLayout = styled.form`
  display: grid;
  gap: 0.875rem;
  fieldset { border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.md}; padding: 0.75rem; margin: 0; display: grid; gap: 0.5rem; }
  legend { font-weight: 600; padding: 0 0.25rem; }
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 11rem auto;
  gap: 0.5rem;
  align-items: end;
  @media (max-width: 30rem) { grid-template-columns: 1fr; }
`;
const Channels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.25rem 0.75rem;
`;

export interface DeliverableRow {
  title: string;
  due_date: string;
}

/**
 * The Deliverables fieldset: a title and a due date a row (1 to 20), Remove and Add deliverable. `errors` are the
 * form's, keyed `deliverables.<i>.title` and so on; `children` are extra messages under the rows.
 */
export function DeliverablesFieldset({ items, errors, onChange, children }: {
  items: DeliverableRow[];
  errors: Record<string, string | undefined>;
  onChange: (items: DeliverableRow[]) => void;
  children?: ReactNode;
}) {
  const setItem = (i: number, patch: Partial<DeliverableRow>) => onChange(items.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <fieldset>
      <legend>Deliverables</legend>
      {items.map((d, i) => (
        <Row key={i}>
          <TextField label={`Deliverable ${i + 1}`} value={d.title} error={errors[`deliverables.${i}.title`]} onChange={(e) => setItem(i, { title: e.target.value })} />
          <TextField label={`Due date ${i + 1}`} type="date" value={d.due_date} error={errors[`deliverables.${i}.due_date`]} onChange={(e) => setItem(i, { due_date: e.target.value })} />
          <Button type="button" $variant="secondary" $size="sm" disabled={items.length === 1} aria-label={`Remove deliverable ${i + 1}`} onClick={() => onChange(items.filter((_, j) => j !== i))}>
            Remove
          </Button>
        </Row>
      ))}
      {errors.deliverables ? <FieldError role="alert">{errors.deliverables}</FieldError> : null}
      {children}
      <div>
        <Button type="button" $variant="secondary" $size="sm" disabled={items.length >= 20} onClick={() => onChange([...items, { title: '', due_date: items.at(-1)?.due_date ?? '' }])}>
          Add deliverable
        </Button>
      </div>
    </fieldset>
  );
}

/** The channels the brand may reuse the content on, one checkbox each. */
export function UsageChannelsGroup({ value, onChange }: { value: UsageChannel[]; onChange: (channels: UsageChannel[]) => void }) {
  return (
    <Channels role="group" aria-label="Channels the brand may reuse the content on">
      {USAGE_CHANNELS.map(([channel, label]) => (
        <Checkbox key={channel} label={label} checked={value.includes(channel)} onChange={(on) => onChange(on ? [...value, channel] : value.filter((c) => c !== channel))} />
      ))}
    </Channels>
  );
}

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
      <TermsFormLayout id={formId} noValidate onSubmit={submitWith(send, propose.isPending || sending)}>
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
      </TermsFormLayout>
    </Modal>
  );
}
