import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, Modal, TextAreaField } from 'shared-ui';
import { formatDollars, formatPrice } from '../billing/money';
import { fullStop } from '../text/full-stop';
import type { InboxItem, InboxOffer } from './inbox';
import { useAnswerInvitationMutation } from './invitation-answer-mutation';

const Items = styled.ul`
  && { list-style: none; margin: 0; padding: 0; }
  display: grid;
  gap: 1rem;
  /* each item's buttons sit right above the next item's title: a rule tells them apart */
  li + li { padding-top: 1rem; border-top: 1px solid ${({ theme }) => theme.color.border}; }
  .muted { color: ${({ theme }) => theme.color.textMuted}; }
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
const dollars = (n: number | null) => (n == null ? '' : formatDollars(n));
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const cents = (c: number | null) => (c == null ? '' : formatPrice(c));

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
            {item.brand} invites you to apply · {dollars(item.amount)}
            {item.expires_at ? ` · expires ${day(item.expires_at)}` : ''}
          </p>
        )}
        {item.message ? <blockquote>{item.message}</blockquote> : null}
        {item.kind === 'offer' && item.waiting_for_brand ? <p className="muted">{fullStop(`Your counter-offer is waiting for ${item.brand}`)}</p> : null}
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
 * The talent's invitations, offers and roster requests with their answers. Accepting an offer asks first (it agrees
 * the deal at the latest terms, which Fund Deal then charges) and opens the deals workspace; accepting an invitation
 * opens the apply form; Decline asks for an optional reason the other side sees.
 */
export function InvitationList({ items }: { items: readonly InboxItem[] }) {
  const answer = useAnswerInvitationMutation();
  const navigate = useNavigate();
  const [declining, setDeclining] = useState<InboxItem | null>(null);
  const [accepting, setAccepting] = useState<InboxOffer | null>(null);
  const [reason, setReason] = useState('');

  const accept = (i: InboxItem) =>
    answer.mutate(
      { kind: i.kind, id: i.id, accept: true },
      {
        onSuccess: () => (i.kind === 'invitation' ? navigate(`/marketplace/apply/${i.deal_id}?invitation=${i.id}`) : i.kind === 'offer' ? navigate('/deals') : undefined),
        onSettled: () => setAccepting(null),
      },
    );
  const closeDecline = () => {
    setDeclining(null);
    setReason('');
  };

  return (
    <>
      <Items>
        {items.map((i) => (
          <Item key={`${i.kind}-${i.id}`} item={i} busy={answer.isPending} onAccept={() => (i.kind === 'offer' ? setAccepting(i) : accept(i))} onDecline={() => setDeclining(i)} />
        ))}
      </Items>
      <Modal
        open={!!accepting}
        title="Accept this offer?"
        onClose={() => setAccepting(null)}
        footer={
          <>
            <Button type="button" $variant="secondary" onClick={() => setAccepting(null)}>
              Cancel
            </Button>
            <Button type="button" disabled={answer.isPending} onClick={() => accepting && accept(accepting)}>
              Accept offer
            </Button>
          </>
        }
      >
        {accepting ? (
          <p>
            This agrees “{accepting.title}” with {accepting.brand} at {cents(accepting.amount_cents)}
            {accepting.version ? ` (version ${accepting.version} of the terms)` : ''}. The terms are then final, and the brand funds exactly
            this amount. To change anything first, open View offer and propose new terms.
          </p>
        ) : null}
      </Modal>
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
    </>
  );
}
