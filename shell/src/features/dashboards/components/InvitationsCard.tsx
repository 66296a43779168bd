import { Link } from 'react-router-dom';
import { InvitationList, useInvitationsInboxQuery } from 'shared-ui/invitations';
import { QueryState, Section } from './DashboardParts';

/** The talent's Invitations on the dashboard: offers, roster requests and invitations to deals, with their answers. */
export function InvitationsCard({ userId }: { userId: string }) {
  const inbox = useInvitationsInboxQuery(userId);
  return (
    <Section title="Invitations">
      <QueryState
        isLoading={inbox.isLoading}
        error={inbox.error}
        empty={!inbox.data?.length}
        emptyText={<>No invitations right now. Brands and agencies who find you in Discover Talent send their offers and requests here. <Link to="/settings">Discoverable setting</Link></>}
      >
        <InvitationList items={inbox.data ?? []} />
      </QueryState>
    </Section>
  );
}
