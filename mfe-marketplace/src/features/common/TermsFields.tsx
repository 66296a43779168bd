import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, FieldError, TextField } from 'shared-ui';
import { USAGE_CHANNELS, type UsageChannel } from '../negotiation/lib/terms';

/** The fields of a terms form (a proposal, a counter, a direct offer, a contract amendment), grouped in fieldsets. */
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
