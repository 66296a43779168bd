import { useNavigate, useParams } from 'react-router-dom';
import { ButtonLink, EmptyState, Page, Spinner, useAuthStore, usePageHead } from 'shared-ui';
import { InviteDialog } from '../../invitations/components/InviteDialog';
import { RosterRequestDialog } from '../../offers/components/RosterRequestDialog';
import { SendOfferDialog } from '../../offers/components/SendOfferDialog';
import { useMyBrandsQuery } from 'shared-ui/reads';
import { useDiscoverableTalentQuery } from '../api/discoverable-talent-query';
import { useOpenDealsQuery } from '../api/open-deals-query';

const ACTIONS = { invite: 'Invite to deal', offer: 'Send offer', roster: 'Ask to join roster' } as const;
type Action = keyof typeof ACTIONS;

/**
 * /discover/<invite|offer|roster>/<talent>: the same dialogs as Discover's results, opened from a talent's profile
 * page; closing one (or sending) goes back to the profile.
 */
export default function TalentActionPage() {
  const { action = '', talentId = '' } = useParams();
  const navigate = useNavigate();
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const talent = useDiscoverableTalentQuery(talentId);
  const deals = useOpenDealsQuery(action === 'invite' ? userId : null);
  const brands = useMyBrandsQuery(action === 'offer' ? userId : null);
  const known = action in ACTIONS ? (action as Action) : null;
  usePageHead({ title: known ? ACTIONS[known] : 'Discover Talent' });
  const profile = `/user-profile?id=${encodeURIComponent(talentId)}`;
  const close = () => navigate(profile);

  if (!known) return <EmptyState><h1>Nothing to do here</h1><ButtonLink to="/discover">Discover Talent</ButtonLink></EmptyState>;
  if (talent.isPending || (known === 'invite' && deals.isPending) || (known === 'offer' && brands.isPending)) return <Spinner label="Loading..." />;
  if (!talent.data) {
    return (
      <Page>
        <EmptyState>
          <h1>{ACTIONS[known]}</h1>
          <p>{talent.isError ? 'This could not be loaded. Please try again.' : 'This person is not open to offers, invitations or roster requests.'}</p>
          <ButtonLink to={profile} $variant="secondary">Back to the profile</ButtonLink>
        </EmptyState>
      </Page>
    );
  }
  const { user_id, full_name } = talent.data;
  return (
    <Page>
      {known === 'invite' ? <InviteDialog talentId={user_id} talentName={full_name} deals={deals.data ?? []} onClose={close} /> : null}
      {known === 'offer' ? <SendOfferDialog talentId={user_id} talentName={full_name} brands={brands.data ?? []} onClose={close} /> : null}
      {known === 'roster' ? <RosterRequestDialog talentId={user_id} talentName={full_name} onClose={close} /> : null}
    </Page>
  );
}
