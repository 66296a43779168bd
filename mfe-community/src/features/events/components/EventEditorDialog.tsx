import { useState } from 'react';
import styled from 'styled-components';
import { Button, Checkbox, Modal, SelectField, submitWith, TextAreaField, TextField, useFormState, DraftNotice, draftKey, useFormDraft } from 'shared-ui';
import type { CommunityEvent } from '../api/events-list';
import { useEventSaveMutation } from '../api/event-save-mutation';
import { EMPTY_EVENT, EVENT_TYPE_LABELS, EVENT_TYPES, eventSchema, isoToLocal, type EventInput, type EventType } from '../lib/event-schema';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  .pair { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); }
  .buttons { display: flex; gap: 0.75rem; flex-wrap: wrap; justify-content: flex-end; }
`;

const TYPE_OPTIONS = EVENT_TYPES.map((t) => ({ value: t, label: EVENT_TYPE_LABELS[t] }));

function toInput(e: CommunityEvent): EventInput {
  return {
    title: e.title,
    description: e.description ?? '',
    event_type: e.event_type as EventType,
    start: isoToLocal(e.start_date),
    end: isoToLocal(e.end_date),
    is_virtual: e.is_virtual,
    location: e.is_virtual && e.location === 'Online' ? '' : (e.location ?? ''),
    online_url: e.online_url ?? '',
    capacity: e.capacity === null ? '' : String(e.capacity),
  };
}

/** Creates an event, or edits the viewer's own (`event`): attendees are told of changes to when or where. */
export function EventEditorDialog({ userId, event, onClose }: { userId: string; event?: CommunityEvent; onClose: () => void }) {
  const [initial] = useState<EventInput>(() => (event ? toInput(event) : EMPTY_EVENT));
  const form = useFormState<EventInput>(initial);
  const draft = useFormDraft(draftKey(userId, 'event', event?.id), form.values, form.setValues, initial);
  const save = useEventSaveMutation();
  const submit = async () => {
    const data = form.check(eventSchema);
    if (!data) return;
    await save.mutateAsync({ userId, eventId: event?.id, event: data }).then(() => {
      draft.clear();
      onClose();
    }, () => undefined);
  };
  const title = event ? 'Edit event' : 'Create event';
  const v = form.values;
  return (
    <Modal open title={title} onClose={onClose}>
      <Form aria-label={title} noValidate onSubmit={submitWith(submit, save.isPending)}>
        <DraftNotice draft={draft} />
        <TextField label="Title" required maxLength={200} value={v.title} error={form.errors.title} onChange={(e) => form.setField('title', e.target.value)} />
        <TextAreaField label="Description" rows={3} value={v.description} error={form.errors.description} onChange={(e) => form.setField('description', e.target.value)} />
        <SelectField label="Event type" options={TYPE_OPTIONS} value={v.event_type} onChange={(e) => form.setField('event_type', e.target.value as EventType)} />
        <div className="pair">
          <TextField label="Starts" type="datetime-local" required value={v.start} error={form.errors.start} onChange={(e) => form.setField('start', e.target.value)} />
          <TextField label="Ends" type="datetime-local" value={v.end} error={form.errors.end} hint="Optional" onChange={(e) => form.setField('end', e.target.value)} />
        </div>
        <Checkbox label="Online event" checked={v.is_virtual} onChange={(checked) => form.setField('is_virtual', checked)} />
        {v.is_virtual ? (
          <TextField label="Online link" type="url" required placeholder="https://" value={v.online_url} error={form.errors.online_url} hint="Shown to people who join" onChange={(e) => form.setField('online_url', e.target.value)} />
        ) : (
          <TextField label="Location" required value={v.location} error={form.errors.location} placeholder="Venue, city" onChange={(e) => form.setField('location', e.target.value)} />
        )}
        <TextField label="Capacity" inputMode="numeric" value={v.capacity} error={form.errors.capacity} hint="Leave empty for no limit" onChange={(e) => form.setField('capacity', e.target.value)} />
        <div className="buttons">
          <Button type="button" $variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {event ? 'Save Changes' : 'Create Event'}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
