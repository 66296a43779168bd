import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Modal, TextAreaField, useAuthStore } from 'shared-ui';
import { useLiveRefresh } from 'shared-ui/query';
import { formatDate, formatMoney } from '../../deals/lib/format';
import { useRespondInvitationMutation } from '../api/invitation-respond-mutation';
import { invitationKeys } from '../api/invitation-keys';
import { useMyInvitationsQuery, type Invitation } from '../api/my-invitations-query';

const List = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  h3 { margin: 0; font-size: 1rem; }
  p { margin: 0.25rem 0; }
  blockquote { margin: 0.25rem 0; padding-left: 0.625rem; border-left: 3px solid ${({ theme }) => theme.color.border}; }
`;
const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  margin-top: 0.5rem;
`;

/** The talent's open invitations: Accept opens the apply form for the deal (pre-filled), Decline asks for an optional reason. */
export function InvitationsCard() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const invitations = useMyInvitationsQuery(userId);
  useLiveRefresh('deal_invitations', invitationKeys.mine(userId ?? 'anon'), { filter: `talent_id=eq.${userId}`, enabled: !!userId });
  const respond = useRespondInvitationMutation();
  const navigate = useNavigate();
  const [declining, setDeclining] = useState<Invitation | null>(null);
  const [reason, setReason] = useState('');
  if (!invitations.data?.length) return null;
  return (
    <section aria-labelledby="invitations-title">
      <h2 id="invitations-title">Invitations</h2>
      <List>
        {invitations.data.map((i) => (
          <li key={i.id}>
            <Card as="article" aria-label={`Invitation: ${i.deals?.title ?? 'a deal'}`}>
              <h3>{i.deals?.title ?? 'A deal'}</h3>
              <p>
                {i.deals?.brands?.name ?? 'A brand'} · {formatMoney(i.deals?.compensation_amount)}
                {i.expires_at ? ` · expires ${formatDate(i.expires_at)}` : ''}
              </p>
              {i.note ? <blockquote>{i.note}</blockquote> : null}
              <Actions>
                <Button
                  type="button"
                  disabled={respond.isPending}
                  onClick={() => respond.mutate({ id: i.id, accept: true }, { onSuccess: () => navigate(`/marketplace/apply/${i.deal_id}?invitation=${i.id}`) })}
                >
                  Accept
                </Button>
                <Button type="button" $variant="secondary" onClick={() => setDeclining(i)}>
                  Decline
                </Button>
              </Actions>
            </Card>
          </li>
        ))}
      </List>
      <Modal
        open={!!declining}
        title="Decline this invitation?"
        onClose={() => setDeclining(null)}
        footer={
          <>
            <Button type="button" $variant="secondary" onClick={() => setDeclining(null)}>
              Cancel
            </Button>
            <Button
              type="button"
              disabled={respond.isPending}
              onClick={() => {
                if (declining) respond.mutate({ id: declining.id, accept: false, reason }, { onSettled: () => { setDeclining(null); setReason(''); } });
              }}
            >
              Decline
            </Button>
          </>
        }
      >
        <TextAreaField label="Reason (optional)" rows={3} maxLength={500} value={reason} hint="The brand sees it with your answer" onChange={(e) => setReason(e.target.value)} />
      </Modal>
    </section>
  );
}
