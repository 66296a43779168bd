import { useState } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, eventKeys, Modal, showFailureToast, Spinner, useAuthStore } from 'shared-ui';
import { useLiveRefresh } from 'shared-ui/query';
import { useEventCancelMutation } from '../api/event-cancel-mutation';
import { useEventJoinMutation } from '../api/event-join-mutation';
import { useEventLeaveMutation } from '../api/event-leave-mutation';
import { useEventsQuery } from '../api/events-query';
import type { CommunityEvent } from '../api/events-list';
import { useJoinedEventsQuery } from '../api/joined-events-query';
import { downloadEventIcs } from '../lib/calendar';
import { EVENT_HOST_ROLES } from '../lib/event-schema';
import { EventCard } from './EventCard';
import { EventEditorDialog } from './EventEditorDialog';

const Aside = styled.section`
  display: grid;
  gap: 1rem;
  align-content: start;
  scroll-margin-top: 5rem;
  .head { display: flex; justify-content: space-between; align-items: center; gap: 0.75rem; flex-wrap: wrap; }
  h2 { margin: 0; font-size: 1.125rem; }
  ol { display: grid; gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
`;

const Buttons = styled.div`
  display: flex;
  gap: 0.75rem;
  justify-content: flex-end;
  flex-wrap: wrap;
`;

/** Upcoming events with join, leave, add to calendar; hosts (brands, agencies, admins) create, edit and cancel. */
export function EventsPanel() {
  const userId = useAuthStore((s) => s.user?.id ?? '');
  const role = useAuthStore((s) => s.profile?.role ?? null);
  const events = useEventsQuery();
  const joined = useJoinedEventsQuery(userId || null);
  const join = useEventJoinMutation(userId);
  const leave = useEventLeaveMutation(userId);
  const cancel = useEventCancelMutation();
  const [editing, setEditing] = useState<CommunityEvent | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<CommunityEvent | null>(null);
  useLiveRefresh('events', eventKeys.list());
  const canHost = !!role && EVENT_HOST_ROLES.includes(role);
  const busyId = join.isPending ? join.variables : leave.isPending ? leave.variables : null;

  const addToCalendar = (event: CommunityEvent) =>
    downloadEventIcs(event).catch((error: unknown) => showFailureToast('calendar-file', error));

  return (
    <Aside id="events" aria-labelledby="events-heading">
      <div className="head">
        <h2 id="events-heading">Upcoming events</h2>
        {canHost ? (
          <Button type="button" $size="sm" onClick={() => setEditing('new')}>
            Create Event
          </Button>
        ) : null}
      </div>
      {events.isPending ? (
        <Spinner label="Loading events..." />
      ) : !events.data?.length ? (
        <EmptyState>
          <p>No upcoming events yet. Workshops, meetups and live sessions will appear here.</p>
        </EmptyState>
      ) : (
        <ol aria-label="Upcoming events">
          {events.data.map((event) => (
            <li key={event.id}>
              <EventCard
                event={event}
                joined={joined.data?.includes(event.id) ?? false}
                mine={event.created_by === userId}
                busy={busyId === event.id}
                onJoin={() => join.mutate(event.id)}
                onLeave={() => leave.mutate(event.id)}
                onCalendar={() => void addToCalendar(event)}
                onEdit={() => setEditing(event)}
                onCancel={() => setCancelling(event)}
              />
            </li>
          ))}
        </ol>
      )}
      {editing && userId ? <EventEditorDialog userId={userId} event={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
      {cancelling ? (
        <Modal open title="Cancel this event?" onClose={() => setCancelling(null)}>
          <p>
            “{cancelling.title}” will leave the list, and its {cancelling.attendees_count} {cancelling.attendees_count === 1 ? 'attendee is' : 'attendees are'} notified. A
            cancelled event cannot be reopened.
          </p>
          <Buttons>
            <Button type="button" $variant="secondary" onClick={() => setCancelling(null)}>
              Keep Event
            </Button>
            <Button type="button" $variant="danger" disabled={cancel.isPending} onClick={() => cancel.mutate(cancelling.id, { onSuccess: () => setCancelling(null) })}>
              Cancel Event
            </Button>
          </Buttons>
        </Modal>
      ) : null}
    </Aside>
  );
}
