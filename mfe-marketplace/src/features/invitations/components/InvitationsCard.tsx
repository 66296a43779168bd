import { Card, useAuthStore } from 'shared-ui';
import { InvitationList, useInvitationsInboxQuery } from 'shared-ui/invitations';

/** The talent's Invitations on /deals (shown only when there are some): the same offers, requests and invitations as the dashboard's card. */
export function InvitationsCard() {
  const userId = useAuthStore((s) => s.user?.id ?? '');
  const inbox = useInvitationsInboxQuery(userId, !!userId);
  if (!inbox.data?.length) return null;
  return (
    <Card as="section" aria-labelledby="invitations-title" style={{ marginBottom: '1.5rem' }}>
      <h2 id="invitations-title" style={{ marginTop: 0 }}>Invitations</h2>
      <InvitationList items={inbox.data} />
    </Card>
  );
}
