import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, invitationInboxKeys, Modal, TextAreaField } from 'shared-ui';
import { useLiveRefresh } from 'shared-ui/query';
import { useInvitationsInboxQuery, type InboxItem } from '../api/invitations-inbox-query';
import { useAnswerInvitationMutation } from '../api/invitation-answer-mutation';
import { day, money, QueryState, Section } from './DashboardParts';

const Items = styled.ul`
  && { gap: 0.875rem; }
  && > li { display: block; }
  article { display: grid; gap: 0.25rem; }
  h3 { margin: 0; font-size: 1rem; }
  p { margin: 0; }
  blockquote { margin: 0.25rem 0; padding-left: 0.625rem; border-left: 3px solid ${({ theme }) => theme.color.border}; }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.375rem;
`;

const KIND_LABEL: Record<InboxItem['kind'], string> = { offer: 'Offer', roster: 'Roster request', invitation: 'Invitation' };
const headline = (i: InboxItem) => (i.kind === 'roster' ? i.agency : i.title);
const cents = (c: number | null) => (c == null ? '' : money(c / 100));

function Item({ item, busy, onAccept, onDecline }: { item: InboxItem; busy: boolean; onAccept: () => void; onDecline: () => void }) {
  const label = `${KIND_LABEL[item.kind]}: ${headline(item)}`;
  return (
    <li>
      <article aria-label={label}>
        <h3>{label}</h3>
        {item.kind === 'offer' ? (
          <p className="muted">
            Private offer from {item.brand} · {cents(item.amount_cents)}
            {item.version ? ` (version ${item.version})` : ''} · {day(item.created_at)}
          </p>
        ) : item.kind === 'roster' ? (
          <p className="muted">Asks you to join its roster · {day(item.created_at)}</p>
        ) : (
          <p className="muted">
            {item.brand} invites you to apply · {money(item.amount)}
            {item.expires_at ? ` · expires ${day(item.expires_at)}` : ''}
          </p>
        )}
        {item.message ? <blockquote>{item.message}</blockquote> : null}
        {item.kind === 'offer' && item.waiting_for_brand ? <p className="muted">Your counter-offer is waiting for {item.brand}.</p> : null}
        <Actions>
          <Button type="button" $size="sm" disabled={busy || (item.kind === 'offer' && item.waiting_for_brand)} onClick={onAccept}>
            Accept
          </Button>
          <Button type="button" $size="sm" $variant="secondary" disabled={busy} onClick={onDecline}>
            Decline
          </Button>
          {item.kind === 'offer' ? (
            <ButtonLink to={`/marketplace/applications#application-${item.application_id}`} $size="sm" $variant="secondary" aria-label={`View offer: ${item.title}`}>
              View offer
            </ButtonLink>
          ) : null}
        </Actions>
      </article>
    </li>
  );
}

/**
 * The talent's Invitations: direct offers (Accept agrees to the latest terms the brand proposed, through the same
 * acceptance as an application; View offer opens its terms thread to counter), roster requests (Accept joins the
 * agency's roster) and invitations to deals (Accept opens the apply form). Decline asks for an optional reason.
 */
export function InvitationsCard({ userId }: { userId: string }) {
  const inbox = useInvitationsInboxQuery(userId);
  const key = invitationInboxKeys.inbox(userId);
  useLiveRefresh('direct_offers', key, { filter: `talent_id=eq.${userId}` });
  useLiveRefresh('agency_roster_requests', key, { filter: `talent_id=eq.${userId}` });
  useLiveRefresh('deal_invitations', key, { filter: `talent_id=eq.${userId}` });
  const answer = useAnswerInvitationMutation();
  const navigate = useNavigate();
  const [declining, setDeclining] = useState<InboxItem | null>(null);
  const [reason, setReason] = useState('');

  const accept = (i: InboxItem) =>
    answer.mutate(
      { kind: i.kind, id: i.id, accept: true },
      { onSuccess: () => (i.kind === 'invitation' ? navigate(`/marketplace/apply/${i.deal_id}?invitation=${i.id}`) : i.kind === 'offer' ? navigate('/deals') : undefined) },
    );
  const closeDecline = () => {
    setDeclining(null);
    setReason('');
  };

  return (
    <Section title="Invitations">
      <QueryState
        isLoading={inbox.isLoading}
        error={inbox.error}
        empty={!inbox.data?.length}
        emptyText={<>No invitations right now. Brands and agencies who find you in Discover Talent send their offers and requests here. <Link to="/settings">Discoverable setting</Link></>}
      >
        <Items>
          {inbox.data?.map((i) => (
            <Item key={`${i.kind}-${i.id}`} item={i} busy={answer.isPending} onAccept={() => accept(i)} onDecline={() => setDeclining(i)} />
          ))}
        </Items>
      </QueryState>
      <Modal
        open={!!declining}
        title={declining ? `Decline this ${KIND_LABEL[declining.kind].toLowerCase()}?` : 'Decline?'}
        onClose={closeDecline}
        footer={
          <>
            <Button type="button" $variant="secondary" onClick={closeDecline}>
              Cancel
            </Button>
            <Button
              type="button"
              disabled={answer.isPending}
              onClick={() => {
                if (declining) answer.mutate({ kind: declining.kind, id: declining.id, accept: false, reason }, { onSettled: closeDecline });
              }}
            >
              Decline
            </Button>
          </>
        }
      >
        <TextAreaField label="Reason (optional)" rows={3} maxLength={500} value={reason} hint={declining?.kind === 'roster' ? 'The agency sees it with your answer' : 'The brand sees it with your answer'} onChange={(e) => setReason(e.target.value)} />
      </Modal>
    </Section>
  );
}
