import styled from 'styled-components';
import { Avatar, Badge, Button } from 'shared-ui';
import type { CommunityEvent } from '../api/events-list';
import { EVENT_TYPE_LABELS, type EventType } from '../lib/event-schema';

const Card = styled.article`
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  h3 { margin: 0; font-size: 1rem; overflow-wrap: anywhere; }
  p { margin: 0; font-size: 0.875rem; color: ${({ theme }) => theme.color.textMuted}; overflow-wrap: anywhere; }
  .top { display: flex; gap: 0.375rem; flex-wrap: wrap; }
  .host { display: flex; align-items: center; gap: 0.5rem; font-size: 0.8125rem; color: ${({ theme }) => theme.color.textMuted}; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  a { color: ${({ theme }) => theme.color.accent}; }
`;

const WHEN = new Intl.DateTimeFormat('en', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const UNTIL = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
const WHEN_ZONE = new Intl.DateTimeFormat('en', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** "Sat, Nov 28, 6:00 PM – 9:00 PM GMT+1": the viewer's time zone, the end's time when it is the same day. */
export function eventWhen(start: string, end: string | null): string {
  const s = new Date(start);
  if (!end) return WHEN_ZONE.format(s);
  const e = new Date(end);
  return s.toDateString() === e.toDateString() ? `${WHEN.format(s)} – ${UNTIL.format(e)}` : `${WHEN.format(s)} – ${WHEN_ZONE.format(e)}`;
}

function places(e: CommunityEvent): string {
  if (e.capacity === null) return `${e.attendees_count} attending`;
  const left = Math.max(0, e.capacity - e.attendees_count);
  return `${e.attendees_count} of ${e.capacity} attending · ${left === 0 ? 'no places left' : `${left} ${left === 1 ? 'place' : 'places'} left`}`;
}

export interface EventCardProps {
  event: CommunityEvent;
  joined: boolean;
  mine: boolean;
  busy: boolean;
  onJoin: () => void;
  onLeave: () => void;
  onCalendar: () => void;
  onEdit: () => void;
  onCancel: () => void;
}

/** An upcoming event: when (viewer's time zone), where or the online link, places, host, and the viewer's actions. */
export function EventCard({ event, joined, mine, busy, onJoin, onLeave, onCalendar, onEdit, onCancel }: EventCardProps) {
  const full = event.capacity !== null && event.attendees_count >= event.capacity;
  const titleId = `event-title-${event.id}`;
  return (
    <Card aria-labelledby={titleId} data-event-id={event.id}>
      <div className="top">
        <Badge $tone="info">{EVENT_TYPE_LABELS[event.event_type as EventType] ?? event.event_type}</Badge>
        {event.is_virtual ? <Badge>Online</Badge> : null}
        {full ? <Badge $tone="danger">Full</Badge> : null}
        {joined ? <Badge $tone="success">You're going</Badge> : null}
      </div>
      <h3 id={titleId}>{event.title}</h3>
      <p>
        <time dateTime={event.start_date}>{eventWhen(event.start_date, event.end_date)}</time>
      </p>
      <p>
        {event.is_virtual ? (
          joined || mine ? (
            event.online_url ? (
              <a href={event.online_url} target="_blank" rel="noopener noreferrer">
                Join online
              </a>
            ) : (
              'Online'
            )
          ) : (
            'Online: the link shows once you join'
          )
        ) : (
          event.location
        )}
      </p>
      {event.description ? <p>{event.description}</p> : null}
      <p id={full && !joined ? `${titleId}-full` : undefined}>{full && !joined ? 'This event is full: every place is taken.' : places(event)}</p>
      <span className="host">
        <Avatar src={event.creator.avatarUrl} name={event.creator.name} size={24} />
        Hosted by {event.creator.name}
      </span>
      <div className="actions">
        {joined ? (
          <Button type="button" $variant="secondary" $size="sm" disabled={busy} onClick={onLeave} aria-label={`Leave Event: ${event.title}`}>
            Leave Event
          </Button>
        ) : (
          <Button type="button" $size="sm" disabled={busy || full} onClick={onJoin} aria-label={`Join Event: ${event.title}`} aria-describedby={full ? `${titleId}-full` : undefined}>
            Join Event
          </Button>
        )}
        <Button type="button" $variant="ghost" $size="sm" onClick={onCalendar} aria-label={`Add to calendar: ${event.title}`}>
          Add to calendar
        </Button>
        {mine ? (
          <>
            <Button type="button" $variant="secondary" $size="sm" onClick={onEdit} aria-label={`Edit event: ${event.title}`}>
              Edit
            </Button>
            <Button type="button" $variant="danger" $size="sm" onClick={onCancel} aria-label={`Cancel event: ${event.title}`}>
              Cancel Event
            </Button>
          </>
        ) : null}
      </div>
    </Card>
  );
}
