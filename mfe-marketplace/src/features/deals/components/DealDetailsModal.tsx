import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Avatar, Badge, Button, ButtonLink, Modal, Spinner, useAuthStore } from 'shared-ui';
import { useBookmarkToggleMutation, type Bookmark } from 'shared-ui/bookmarks';
import { InvitationList, useInvitationsInboxQuery } from 'shared-ui/invitations';
import { ReportButton } from 'shared-ui/reports';
import { useDealDetailQuery } from '../api/deal-detail-query';
import { applyBlocker } from '../lib/apply-blocker';
import { applicantsLabel, closesIn, formatDate, formatMoney } from '../lib/format';
import { useSignInFirst } from '../../common/use-sign-in-first';

const Body = styled.div`
  display: grid;
  gap: 1rem;
  h3 { margin: 0 0 0.375rem; font-size: 0.9375rem; }
  ul { margin: 0; padding-left: 1.25rem; }
  p { margin: 0; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.375rem 1rem;
  margin: 0;
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; }
`;

const BrandBlock = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  p { color: ${({ theme }) => theme.color.textMuted}; font-size: 0.875rem; }
`;

/**
 * A direct offer's private deal, as its talent sees it: the pending offer with Accept (asks first) and Decline, or
 * where it went once answered. Nobody applies to a private deal.
 */
function PrivateOffer({ dealId, userId }: { dealId: string; userId: string }) {
  const inbox = useInvitationsInboxQuery(userId);
  const offer = inbox.data?.find((i) => i.kind === 'offer' && i.deal_id === dealId);
  return (
    <section aria-labelledby="private-offer-title">
      <h3 id="private-offer-title">Your private offer</h3>
      {inbox.isPending ? <Spinner label="Loading offer..." size={20} /> : null}
      {offer ? (
        <InvitationList items={[offer]} />
      ) : inbox.data ? (
        <p>
          You already answered this offer. <Link to="/deals">See your deals</Link>
        </p>
      ) : null}
    </section>
  );
}

const ROLE_LABELS: Record<string, string> = { athlete: 'Athletes', creator: 'Creators', brand: 'Brands', agency: 'Agencies' };

/** The deal details (its own chunk): everything a talent needs to decide, then Message (the brand), Bookmark and Apply Now. */
export default function DealDetailsModal({ dealId, userId, bookmark, onClose }: { dealId: string; userId: string | null; bookmark: Bookmark | undefined; onClose: () => void }) {
  const deal = useDealDetailQuery(dealId);
  const toggle = useBookmarkToggleMutation();
  const signInFirst = useSignInFirst();
  const role = useAuthStore((s) => s.role);
  const d = deal.data;
  const privateDeal = !!d?.private_for;
  const blocked = d && userId && !privateDeal ? applyBlocker(d, { userId, role }) : null;
  const title = d ? d.title : deal.isPending ? 'Loading deal' : 'Deal not found';
  const applyPath = `/marketplace/apply/${dealId}`;

  const owner = d?.brands.owner_id;
  const footer = d ? (
    <>
      <ReportButton targetType="deal" targetId={d.id} ownerId={owner} size="md" />
      {owner && owner !== userId ? (
        userId ? (
          <ButtonLink to={`/messages?to=${owner}`} $variant="secondary">
            Message
          </ButtonLink>
        ) : (
          <Button type="button" $variant="secondary" onClick={() => signInFirst(`/marketplace?deal=${dealId}`)}>
            Message
          </Button>
        )
      ) : null}
      <Button
        type="button"
        $variant="secondary"
        aria-pressed={!!bookmark}
        disabled={toggle.isPending}
        onClick={() => (userId ? toggle.mutate({ userId, contentId: d.id, contentType: 'deal', existing: bookmark }) : signInFirst())}
      >
        {bookmark ? 'Remove Bookmark' : 'Bookmark'}
      </Button>
      {privateDeal ? null : blocked ? (
        <Button type="button" disabled aria-describedby="apply-blocked">
          Apply Now
        </Button>
      ) : userId ? (
        <ButtonLink to={applyPath}>Apply Now</ButtonLink>
      ) : (
        <Button type="button" onClick={() => signInFirst(`/marketplace?deal=${dealId}`)}>
          Apply Now
        </Button>
      )}
    </>
  ) : null;

  return (
    <Modal open title={title} onClose={onClose} footer={footer}>
      {deal.isPending ? <Spinner label="Loading deal..." /> : null}
      {blocked ? (
        <p id="apply-blocked" role="note">
          {blocked}
        </p>
      ) : null}
      {deal.isError ? <p role="alert">This deal could not be loaded. Close this and try again.</p> : null}
      {!deal.isPending && !deal.isError && !d ? <p>This deal is no longer available.</p> : null}
      {d ? (
        <Body>
          <BrandBlock>
            <Avatar src={d.brands.logo_url} name={d.brands.name} size={44} />
            <div>
              <strong>{d.brands.name}</strong> {d.brands.verified ? <Badge $tone="success">Verified</Badge> : null}
              {d.brands.description ? <p>{d.brands.description}</p> : null}
            </div>
          </BrandBlock>
          {privateDeal ? (
            <p role="note">
              <Badge $tone="info">Private offer</Badge> Only {d.brands.name} and the talent it was made to see this deal; it is never listed.
            </p>
          ) : null}
          {privateDeal && userId && d.private_for === userId ? <PrivateOffer dealId={d.id} userId={userId} /> : null}
          <p>{d.description}</p>
          <Facts>
            <dt>Compensation</dt>
            <dd>{formatMoney(d.compensation_amount)} ({d.compensation_type})</dd>
            <dt>Deadline</dt>
            <dd>{d.application_deadline ? `${formatDate(d.application_deadline)} (${closesIn(d.application_deadline)})` : 'Open until filled'}</dd>
            <dt>For</dt>
            <dd>{d.target_roles.map((r) => ROLE_LABELS[r] ?? r).join(', ') || 'Everyone'}</dd>
            {d.location ? (
              <>
                <dt>Location</dt>
                <dd>{d.location}</dd>
              </>
            ) : null}
            <dt>Applicants</dt>
            <dd data-testid="deal-applicants">
              {applicantsLabel(d.applicants_count)}
              {d.max_applicants ? ` of ${d.max_applicants} at most` : ''}
            </dd>
          </Facts>
          {d.deliverables.length ? (
            <section>
              <h3>Deliverables</h3>
              <ul>{d.deliverables.map((x) => <li key={x}>{x}</li>)}</ul>
            </section>
          ) : null}
          {d.requirements.length ? (
            <section>
              <h3>Requirements</h3>
              <ul>{d.requirements.map((x) => <li key={x}>{x}</li>)}</ul>
            </section>
          ) : null}
        </Body>
      ) : null}
    </Modal>
  );
}
