import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, showErrorToast } from 'shared-ui';
import { formatMinutes } from '../../common/labels';
import type { Workshop } from '../api/workshops-list-query';
import { useWorkshopCancelMutation } from '../api/workshop-cancel-mutation';
import { useWorkshopRegisterMutation } from '../api/workshop-register-mutation';
import { downloadWorkshopIcs } from '../calendar';
import { formatSessionTime, seatsLeft } from '../schedule';

const Body = styled(Card)`
  display: grid;
  gap: 0.5rem;
  height: 100%;
  align-content: start;
  .kind { margin: 0; font-size: 0.75rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.08em; color: ${({ theme }) => theme.color.accent}; }
  h3 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.75rem; margin: 0.25rem 0; font-size: 0.9375rem; }
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 0.5rem; align-items: center; }
  .registered { color: ${({ theme }) => theme.color.success}; font-weight: 700; }
  a { color: ${({ theme }) => theme.color.accent}; font-weight: 600; }
`;

interface Props {
  workshop: Workshop;
  past: boolean;
  userId: string | null;
  registered: boolean;
}

export function WorkshopCard({ workshop: w, past, userId, registered }: Props) {
  const location = useLocation();
  const register = useWorkshopRegisterMutation();
  const cancel = useWorkshopCancelMutation();
  const left = seatsLeft(w);
  const full = left === 0;
  const busy = register.isPending || cancel.isPending;
  const input = { userId: userId ?? '', workshopId: w.id, title: w.title };

  return (
    <Body as="article" aria-labelledby={`ws-${w.id}`}>
      <p className="kind">{w.kind === 'webinar' ? 'Webinar' : 'Workshop'}</p>
      <h3 id={`ws-${w.id}`}>{w.title}</h3>
      {w.description ? <p>{w.description}</p> : null}
      <dl>
        <dt>Host</dt>
        <dd>{w.host_name ?? 'Pitchside Team'}</dd>
        <dt>When</dt>
        <dd>
          <time dateTime={w.starts_at}>{formatSessionTime(w.starts_at)}</time>
        </dd>
        <dt>Length</dt>
        <dd>{formatMinutes(w.duration_minutes)}</dd>
        {!past ? (
          <>
            <dt>Capacity</dt>
            <dd>{w.capacity ?? 'Unlimited'}</dd>
            <dt>Seats left</dt>
            <dd>{left === null ? 'Unlimited' : full ? 'Full' : left}</dd>
          </>
        ) : null}
      </dl>
      <div className="actions">
        {past ? (
          w.recording_url ? (
            <a href={w.recording_url} target="_blank" rel="noopener noreferrer">
              Watch the recording<span className="visually-hidden">: {w.title}</span> (opens in a new tab)
            </a>
          ) : (
            <p>No recording is available for this session.</p>
          )
        ) : (
          <>
            {!userId ? (
              <Link to="/auth" state={{ from: location.pathname + location.search }}>
                Sign in to register
              </Link>
            ) : registered ? (
              <>
                <span className="registered">✓ You're registered</span>
                <Button type="button" $variant="secondary" $size="sm" disabled={busy} onClick={() => cancel.mutate(input)} aria-label={`Cancel registration: ${w.title}`}>
                  Cancel registration
                </Button>
              </>
            ) : (
              <Button type="button" $size="sm" disabled={busy || full} onClick={() => register.mutate(input)} aria-label={`Register: ${w.title}`}>
                {full ? 'Full' : 'Register'}
              </Button>
            )}
            <Button
              type="button"
              $variant="ghost"
              $size="sm"
              aria-label={`Add to calendar: ${w.title}`}
              onClick={() => downloadWorkshopIcs(w).catch((e: unknown) => showErrorToast(e, 'workshops'))}
            >
              Add to calendar
            </Button>
          </>
        )}
      </div>
    </Body>
  );
}
